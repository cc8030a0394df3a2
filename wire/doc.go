// Package wire owns the messages between a seat and a session: the
// actions, answers, undo and redo a screen sends, and the state, applied
// actions, previews, refusals and questions it receives, each one JSON
// object (docs/hosting.md). A hosted screen and the host exchange them over
// a WebSocket; a window on a session in the same process could exchange
// the same values without the bytes.
//
// It depends on rules only and builds for every platform, the browser's
// wasm too, so the client reads its messages without importing the host.
package wire
