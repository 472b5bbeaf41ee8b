package lockstep

import (
	"testing"

	"majlis/rules"
)

func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{"v":1,"t":"move","step":3,"seat":1,"move":"roll"}`,
		`{"v":1,"t":"hello","proto":1,"rules":"x","peer":"0123456789abcdef"}`,
		`{"v":1,"t":"sync","part":0,"parts":2,"data":"AAAA"}`,
		`{"v":1,"t":"start","start":{"setup":{"game":"g","seats":2},"owners":["a"]}}`,
		`{"v":2,"t":"move"}`, `{"t":"reveal","step":-1}`, `null`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		w, err := decode(b)
		if err != nil {
			return
		}
		if w.Step < 0 || (w.Move != "" && !rules.ValidMove(rules.Move(w.Move))) {
			t.Fatalf("decode let through %+v", w)
		}
		if _, err := encode(w); err != nil && len(b) <= MaxMessage/2 {
			t.Fatalf("a decoded message does not encode: %v", err)
		}
	})
}

func TestChainAndCommitments(t *testing.T) {
	id := newIdentity(digest{7})
	prev := id.chain.head()
	for k := range 5 {
		pre, ok := id.chain.reveal(k)
		if !ok || chainNext(pre) != prev {
			t.Fatalf("reveal %d does not hash to the previous one", k)
		}
		prev = pre
	}
	if _, ok := id.chain.reveal(ChainLen); ok {
		t.Fatal("a reveal past the chain's end")
	}
	// Steps that draw nothing reveal nothing: a reveal hashes to the last
	// one in as many steps as lie between them, and in no other number.
	r9, _ := id.chain.reveal(9)
	r4, _ := id.chain.reveal(4)
	if chainAfter(r9, 5) != r4 || chainAfter(r4, 5) != id.chain.head() {
		t.Fatal("a reveal does not hash to an earlier one across the steps between")
	}
	for _, n := range []int{-1, 0, 4, 6, ChainLen + 1} {
		if chainAfter(r9, n) == r4 {
			t.Fatalf("reveal 9 hashes to reveal 4 in %d steps", n)
		}
	}
	a := entropy(1, []digest{{1}, {2}})
	if a == entropy(2, []digest{{1}, {2}}) || a == entropy(1, []digest{{2}, {1}}) {
		t.Fatal("entropy ignores the step or the reveals' order")
	}
	salt := id.salt(4, 1)
	if commitment(4, 1, "bid:1", salt) == commitment(4, 1, "bid:2", salt) || salt == id.salt(4, 2) {
		t.Fatal("commitments do not bind the move, or salts repeat")
	}
	if tok, err := parseTokenOf("ABCDEFGH", id); err != nil || tok != id.secret {
		t.Fatalf("token round trip: %v", err)
	}
	for _, bad := range []string{"", "ABCDEFGH", "ABCDEFGH.zz", "ABC.0000000000000000000000000000000000000000000000000000000000000000"} {
		if _, _, err := parseToken(bad); err == nil {
			t.Errorf("token %q accepted", bad)
		}
	}
}

func parseTokenOf(room string, id *identity) (digest, error) {
	_, d, err := parseToken(room + "." + hexOf(id.secret))
	return d, err
}
