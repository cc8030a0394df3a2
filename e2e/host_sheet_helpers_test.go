package e2e

import (
	"context"
	"strings"
	"testing"
)

// labelled is the id of the button labelled label, or else of the first
// whose label starts with it.
func labelled(labels map[string]string, label string) (string, bool) {
	if id, ok := labels[label]; ok {
		return id, true
	}
	for l, id := range labels {
		if strings.HasPrefix(l, label) {
			return id, true
		}
	}
	return "", false
}

// pressLabelOnSheet taps the phone's button labelled label (or starting with
// it) once it stands still, turning the More list's pages and then the
// sheet's tabs to find it, as a finger would.
func pressLabelOnSheet(t *testing.T, ctx context.Context, label string) {
	t.Helper()
	tabs := []string{"Actions", "Sheet", "Tools"}
	pages := 0
	for range 12 {
		s := remoteAs[moreState](t, ctx)
		if id, ok := labelled(s.Labels, label); ok {
			pressWhenStill(t, ctx, id)
			return
		}
		if id, ok := labelled(s.Labels, "Page"); ok && pages < 6 {
			pages++
			pressWhenStill(t, ctx, id)
			continue
		}
		if len(tabs) == 0 {
			break
		}
		if id, ok := s.Labels[tabs[0]]; ok {
			pressWhenStill(t, ctx, id)
		}
		tabs = tabs[1:]
	}
	t.Fatalf("no %q button on the phone's sheet: %v", label, remoteAs[moreState](t, ctx).Labels)
}
