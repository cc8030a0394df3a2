// Package e2e drives the real battlemat: the desktop window under Xvfb
// (through ebiten's exp/vmhost, with the program built as a guest) and the
// browser build in headless Chromium (chromedp). The tests skip when the
// display or the browser is missing, unless BATTLEMAT_E2E=1, when a
// missing piece fails. Frames and screenshots go to BATTLEMAT_E2E_OUT if
// set, else to a temporary directory; the tests log where.
package e2e
