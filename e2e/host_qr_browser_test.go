package e2e

import (
	"bytes"
	"image/png"
	"net"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/makiuchi-d/gozxing"
	multiqr "github.com/makiuchi-d/gozxing/multi/qrcode"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"battlemat/server"
	"battlemat/web"
)

const qrTable = hostTable + `  - id: hero2
    name: Bob's Hero
    side: heroes
    player: bob
    at: [0, 3]
    traits: {agility: d6, shooting: d6, vigor: d6}
`

// lanIP is an address of this machine other than the loopback ("" for
// none), standing in for the GM's LAN address.
func lanIP() string {
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			return n.IP.String()
		}
	}
	return ""
}

// A host on every interface (as --addr 0.0.0.0:8080): the GM's page
// shows a QR code per player, and the codes read off the screenshot are
// the players' links.
func TestBrowserHostGMScreenShowsAQRCodePerPlayer(t *testing.T) {
	chromium := findChromium()
	need(t, chromium != "", "no chromium on PATH (apt-get install chromium)")
	ip := lanIP()
	need(t, ip != "", "no address but the loopback")
	ctx, cancel := browserContext(t, 4*time.Minute)
	defer cancel()
	site := testSite(t, ctx)
	h, err := server.New(server.Config{Name: "hosted.yaml", Data: []byte(qrTable), Seed: 3, SeedSet: true, Logf: t.Logf})
	require.NoError(t, err)
	ln, err := net.Listen("tcp", "0.0.0.0:0")
	require.NoError(t, err)
	srv := httptest.NewUnstartedServer(h.Handler(web.Handler(site)))
	srv.Listener.Close()
	srv.Listener = ln
	srv.Config.ReadHeaderTimeout = 10 * time.Second
	srv.Start()
	defer srv.Close()
	h.SetBase("http://" + net.JoinHostPort(ip, strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)))

	actx := browserAllocator(t, ctx, chromium, 1024, 768)
	gm, gcancel := chromedp.NewContext(actx)
	defer gcancel()
	require.NoError(t, chromedp.Do(gm,
		chromedp.EmulateViewport(1024, 768),
		chromedp.Navigate(h.Link("gm")),
		pageReady(),
	))
	require.Eventually(t, func() bool { return remoteOf(t, gm).Seat == "gm" }, patience(t), 100*time.Millisecond)
	time.Sleep(500 * time.Millisecond) // a frame with the links drawn
	shot(t, gm, "host-gm-qr.png")

	pic, err := chromedp.Run(gm, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(pic))
	require.NoError(t, err)
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	require.NoError(t, err)
	found, err := multiqr.NewQRCodeMultiReader().DecodeMultiple(bmp, nil)
	require.NoError(t, err, "QR codes on the GM's screen")
	var read []string
	for _, r := range found {
		read = append(read, r.GetText())
	}
	assert.ElementsMatch(t, []string{h.Link("player:anna"), h.Link("player:bob")}, read, "one code per player, each its link")

	require.NoError(t, chromedp.Do(gm, chromedp.EmulateViewport(1920, 1080)))
	time.Sleep(500 * time.Millisecond)
	shot(t, gm, "host-gm-qr-1920.png")
}
