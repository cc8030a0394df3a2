package main

// qrModules is the QR code of a link, as dark modules (nil: no encoder).
var qrModules func(link string) [][]bool
