package game

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/png"
	"io"
	"math"
)

// WritePNGAt encodes img as PNG with its physical resolution (the pHYs
// chunk) set to pxPerInch, so a printer lays a square of the grid out
// as one real inch.
func WritePNGAt(w io.Writer, img image.Image, pxPerInch float64) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	out, err := WithPHYs(buf.Bytes(), pxPerInch)
	if err != nil {
		return err
	}
	_, err = w.Write(out)
	return err
}

// WithPHYs returns the PNG data with a pHYs chunk of pxPerInch (in pixels
// per metre, as PNG wants) right after IHDR.
func WithPHYs(data []byte, pxPerInch float64) ([]byte, error) {
	const sig = 8
	if len(data) < sig+8 || string(data[sig+4:sig+8]) != "IHDR" {
		return nil, errors.New("not a PNG")
	}
	ihdrEnd := sig + 12 + int(binary.BigEndian.Uint32(data[sig:sig+4]))
	if ihdrEnd > len(data) {
		return nil, errors.New("a PNG cut short")
	}
	ppm := uint32(math.Round(pxPerInch / 0.0254))
	chunk := make([]byte, 0, 21)
	chunk = binary.BigEndian.AppendUint32(chunk, 9)
	chunk = append(chunk, "pHYs"...)
	chunk = binary.BigEndian.AppendUint32(chunk, ppm)
	chunk = binary.BigEndian.AppendUint32(chunk, ppm)
	chunk = append(chunk, 1) // the unit is the metre
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	out := make([]byte, 0, len(data)+len(chunk))
	out = append(out, data[:ihdrEnd]...)
	out = append(out, chunk...)
	return append(out, data[ihdrEnd:]...), nil
}

// PHYs reads a PNG's physical resolution in pixels per inch (ok false:
// none, or not in metres).
func PHYs(data []byte) (x, y float64, ok bool) {
	for i := 8; i+12 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[i : i+4]))
		typ := string(data[i+4 : i+8])
		if i+12+n > len(data) {
			return 0, 0, false
		}
		if typ == "pHYs" && n == 9 && data[i+16] == 1 {
			d := data[i+8:]
			return float64(binary.BigEndian.Uint32(d[0:4])) * 0.0254, float64(binary.BigEndian.Uint32(d[4:8])) * 0.0254, true
		}
		i += 12 + n
	}
	return 0, 0, false
}
