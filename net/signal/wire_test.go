package signal

import (
	"encoding/json"
	"testing"
)

func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"v":1,"type":"create","name":"a"}`, `{"type":"relay","to":"x","data":{"k":1}}`, `{"type":"presence","peers":[{"id":"a"}]}`, `[]`, `{"type":"join","role":"king"}`, `{"v":2,"type":"welcome","ice":[{"urls":["turn:x:3478"],"username":"1:a","credential":"c"}]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := Decode(b)
		if err != nil {
			return
		}
		// A decoded message re-encodes and decodes to the same type.
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		m2, err := Decode(out)
		if err != nil || m2.Type != m.Type {
			t.Fatalf("round trip of %q: %v", b, err)
		}
	})
}

func TestNormalizeCode(t *testing.T) {
	for in, want := range map[string]string{"abcd-efgh": "ABCDEFGH", " 2345 6789 ": "23456789", "ABCDEFG": "", "ABCDEFG0": "", "ABCDEFGHJ": ""} {
		got, ok := NormalizeCode(in)
		if ok != (want != "") || got != want {
			t.Errorf("NormalizeCode(%q) = %q, %v", in, got, ok)
		}
	}
}
