package game

import (
	"crypto/sha256"
	"encoding/hex"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The game's own SHA-256 names a map file as the host does (crypto/sha256):
// the standard's test vector, and every length around the block and
// padding edges (55, 56, 63, 64 bytes and their multiples).
func TestMapSHA256IsTheHostsSHA256(t *testing.T) {
	abc := mapSHA256([]byte("abc"))
	assert.Equal(t, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", hex.EncodeToString(abc[:]))
	data := make([]byte, 300)
	for i := range data {
		data[i] = byte(i*7 + 3)
	}
	for n := 0; n <= len(data); n++ {
		assert.Equal(t, sha256.Sum256(data[:n]), mapSHA256(data[:n]), "%d bytes", n)
	}
}
