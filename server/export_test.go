//go:build !js

package server

// Receive hands the host one message from a client of the seat, as if it
// had come over a WebSocket, and returns what that client is sent (its
// state first). Fuzzing and benchmarks use it.
func (h *Host) Receive(seat string, data []byte) [][]byte {
	c := newClient(seat, func(int, string) {})
	h.join(c)
	if data != nil {
		h.receive(c, data)
	}
	h.leave(c)
	var out [][]byte
	for {
		select {
		case m := <-c.out:
			out = append(out, m)
		default:
			return out
		}
	}
}

// ReceivePanicking is Receive with the message's handling panicking, as
// a bug would: what the client is sent.
func (h *Host) ReceivePanicking(seat string, data []byte) [][]byte {
	c := newClient(seat, func(int, string) {})
	h.join(c)
	c.do(h, messageID(data), func() { panic("a bug") })
	h.leave(c)
	var out [][]byte
	for {
		select {
		case m := <-c.out:
			out = append(out, m)
		default:
			return out
		}
	}
}
