//go:build !js

package server

import "net/http"

// placeholder is the page until the browser client joins a host: it
// opens the seat's WebSocket, shows what the host sends and sends an
// action typed as JSON.
func placeholder() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Referrer-Policy", "no-referrer") // the token is in the URL
		_, _ = w.Write([]byte(placeholderHTML))
	})
}

const placeholderHTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>battlemat host</title>
<style>body{font:15px system-ui,sans-serif;margin:1em;max-width:50em}pre{white-space:pre-wrap;background:#f4f4f4;padding:.5em;max-height:60vh;overflow:auto}textarea{width:100%}</style>
</head><body>
<h1>battlemat host</h1>
<p>The table's client (the map, touch, the player's cards) is coming. This page
joins the seat of its link and shows what the host sends; an action typed as
JSON (as in battle files) is sent as this seat's.</p>
<p id="status">connecting...</p>
<textarea id="action" rows="3">{"kind": "round"}</textarea>
<button id="send">send</button>
<pre id="log"></pre>
<script>
const seat = new URLSearchParams(location.search).get("seat") || "";
const proto = location.protocol === "https:" ? "wss:" : "ws:";
const log = document.getElementById("log");
let ws, n = 0, wait = 500;
function connect() {
  ws = new WebSocket(proto + "//" + location.host + "/ws?seat=" + encodeURIComponent(seat));
  ws.onopen = () => { wait = 500; document.getElementById("status").textContent = "connected"; };
  ws.onmessage = (e) => { log.textContent = e.data + "\n" + log.textContent; };
  ws.onclose = (e) => {
    document.getElementById("status").textContent = "closed (" + e.code + " " + e.reason + "): reconnecting";
    if (e.code !== 4001) { setTimeout(connect, wait); wait = Math.min(wait * 2, 10000); }
  };
}
document.getElementById("send").onclick = () => {
  let action;
  try { action = JSON.parse(document.getElementById("action").value); } catch (err) { alert(err); return; }
  ws.send(JSON.stringify({type: "action", id: String(++n), action}));
};
connect();
</script>
</body></html>
`
