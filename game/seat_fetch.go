//go:build !js

package game

import (
	"context"
	"fmt"
	"io"
	"net/http"

	"battlemat/board"
)

// fetchBytes gets a file from the host over HTTP.
func fetchBytes(ctx context.Context, u string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("the host answered %s", resp.Status)
	}
	return io.ReadAll(io.LimitReader(resp.Body, board.MaxMapFileBytes+1))
}
