package main

import qrcode "github.com/skip2/go-qrcode"

// qrModules is the QR code of a link as its dark modules, without the
// quiet zone (the screen paints that). Medium correction (15%) keeps the
// code small enough to read off a projector across a table.
func qrModules(link string) [][]bool {
	q, err := qrcode.New(link, qrcode.Medium)
	if err != nil {
		return nil // too long for a QR code: the link's text is still shown
	}
	q.DisableBorder = true
	return q.Bitmap()
}
