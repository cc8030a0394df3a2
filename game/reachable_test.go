package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A link is worth a QR code when another device can reach its host: not
// localhost, not a loopback or unspecified address in any spelling (IPv4,
// IPv6, IPv4 inside IPv6); names and other addresses are.
func TestReachableLinkHosts(t *testing.T) {
	for link, want := range map[string]bool{
		"http://localhost:8080/?seat=player-1":    false,
		"http://127.0.0.1:8080/?seat=player-1":    false,
		"http://127.5.6.7:8080/":                  false,
		"http://0.0.0.0:8080/":                    false,
		"http://[::1]:8080/":                      false,
		"http://[::]:8080/":                       false,
		"http://[::ffff:127.0.0.1]:8080/":         false,
		"http://[::ffff:0.0.0.0]:8080/":           false,
		"http://192.168.1.20:8080/?seat=player-1": true,
		"http://[fe80::1%25eth0]:8080/":           true,
		"http://[2001:db8::5]:8080/":              true,
		"http://table.local:8080/":                true,
		"http://127.000.000.001:8080/":            true,
		"%zz":                                     false,
	} {
		assert.Equal(t, want, reachable(link), link)
	}
}
