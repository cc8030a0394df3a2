package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// JSONWords says what is wrong with a piece of JSON in a person's words:
// the key and the kind of value it wants, never encoding/json's Go types
// ("Go struct field Move.to of type rules.Pos") or its "json:" prefix.
func JSONWords(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	var words *jsonWordsError
	switch {
	case errors.As(err, &words):
		// Already in words, maybe with context before them.
		return strings.Join(strings.Fields(err.Error()), " ")
	case errors.As(err, &se):
		return fmt.Sprintf("bad JSON at byte %d: %s", se.Offset, strings.TrimPrefix(se.Error(), "json: "))
	case errors.As(err, &te):
		got := map[string]string{"string": "text", "number": "a number", "array": "a list", "object": "an object", "bool": "true or false"}[te.Value]
		if got == "" {
			got = "a number out of range" // "number 1e999", "number -1" into an unsigned
		}
		msg := fmt.Sprintf("expected %s, got %s", kindWord(te.Type), got)
		if te.Field != "" {
			msg = te.Field + ": " + msg
		}
		if te.Offset > 0 {
			msg += fmt.Sprintf(" (byte %d)", te.Offset)
		}
		return msg
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "the text ends too soon (truncated?)"
	}
	return strings.Join(strings.Fields(strings.TrimPrefix(err.Error(), "json: ")), " ")
}

// kindWord is what a value of type t is called in JSON.
func kindWord(t reflect.Type) string {
	if t == nil {
		return "a value"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number, 0 or more"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return "a value"
}

// jsonWordsError is a JSON error put in words; it unwraps to the
// library's.
type jsonWordsError struct {
	words string
	err   error
}

func (e *jsonWordsError) Error() string { return e.words }
func (e *jsonWordsError) Unwrap() error { return e.err }

// inWords wraps a JSON error so that its text is JSONWords'.
func inWords(err error) error {
	if err == nil {
		return nil
	}
	return &jsonWordsError{words: JSONWords(err), err: err}
}
