package mesh

import (
	"fmt"
	"testing"
)

func TestSequencerRestoresOrder(t *testing.T) {
	for _, order := range [][]uint32{{0, 1, 2, 3}, {3, 2, 1, 0}, {1, 0, 3, 2}, {2, 0, 0, 3, 1, 1}} {
		q := sequencer{pending: map[uint32][]byte{}}
		var got []string
		for _, seq := range order {
			ready, ok := q.push(seq, []byte(fmt.Sprint(seq)))
			if !ok {
				t.Fatalf("%v: %d refused", order, seq)
			}
			for _, d := range ready {
				got = append(got, string(d))
			}
		}
		if fmt.Sprint(got) != "[0 1 2 3]" {
			t.Fatalf("arrival %v reported as %v", order, got)
		}
	}
	q := sequencer{pending: map[uint32][]byte{}}
	if _, ok := q.push(maxPending, nil); ok {
		t.Fatal("a message far ahead was held")
	}
}
