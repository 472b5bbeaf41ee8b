// Option labels say what the player chooses: every card, scholar and
// ability is named and described through catalogue keys. The descriptions
// of the designed cards are checked against the card tables here, so a
// label can never describe a different card than the one it plays.
package belaad

import (
	"bytes"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"majlis/assets/i18n"
	"majlis/rules"
)

var symWord = [numSyms]string{"gold", "steal", "tokens", "military", "employ"}

func costText(g, r int) string {
	switch {
	case g > 0 && r > 0:
		return strconv.Itoa(g) + " gold and " + strconv.Itoa(r) + " red"
	case r > 0:
		return strconv.Itoa(r) + " red"
	case g > 0:
		return strconv.Itoa(g) + " gold"
	}
	return "nothing"
}

// cardText is what belaad.card.<id> must say about action card id.
func cardText(id int) string {
	c := actionCards[id]
	var prim string
	switch p := c.Prim[0]; p.Kind {
	case PrimGold:
		prim = "Collect " + strconv.Itoa(p.N) + " gold"
	case PrimRed:
		prim = "Collect " + strconv.Itoa(p.N) + " red"
	case PrimTokens:
		prim = "Draw " + strconv.Itoa(p.N) + " tokens"
	case PrimAny:
		prim = "Any symbol"
	case PrimSymbol:
		var ws []string
		for _, q := range c.Prim {
			ws = append(ws, symWord[q.N])
		}
		switch len(ws) {
		case 1:
			prim = "The " + ws[0] + " symbol"
		case 2:
			prim = "The " + ws[0] + " or " + ws[1] + " symbol"
		default:
			prim = "The " + ws[0] + ", " + ws[1] + " or " + ws[2] + " symbol"
		}
	}
	n := strconv.Itoa(c.SecN)
	sec := [...]string{"collect " + n + " gold", "collect " + n + " red", "draw " + n + " tokens",
		"two more symbols for its symbol action", "your team's gold into the treasury",
		"wipe an opponent's character", "perform a top card", "activate any symbol"}[c.Sec]
	return "#" + strconv.Itoa(id+1) + " " + prim + "; for " + costText(c.CostG, c.CostR) + ": " + sec
}

// infoText is what belaad.info.<name> must say about a scholar.
func infoText(h Scholar) string {
	t := strconv.Itoa(h.Main) + " point"
	if h.Main != 1 {
		t += "s"
	}
	switch h.Aux {
	case AuxCoins:
		var parts []string
		if h.Red > 0 {
			parts = append(parts, strconv.Itoa(h.Red)+" red")
		}
		if h.Gold > 0 {
			parts = append(parts, strconv.Itoa(h.Gold)+" gold")
		}
		if h.Any > 0 {
			parts = append(parts, strconv.Itoa(h.Any)+" coins of either colour")
		}
		t += ", +" + strconv.Itoa(h.Pts) + " for " + strings.Join(parts, " and ") + " at the end"
	case AuxSpec:
		t += ", " + [...]string{"", "astronomy", "medicine", "engineering"}[h.Spec] + " set"
	case AuxSix:
		t += ", +1 with six scholars"
	}
	return t
}

// generated lists the catalogue entries derived from the card tables.
func generated() map[string]string {
	m := map[string]string{}
	for id := range actionCards {
		m[cardKey(id)] = cardText(id)
	}
	for id, h := range scholars {
		m[infoKey(id)] = infoText(h)
	}
	for g := 0; g <= 3; g++ {
		for r := 0; r <= 3; r++ {
			m[costKey(g, r)] = costText(g, r)
		}
	}
	return m
}

func TestCatalogueDescribesEveryCard(t *testing.T) {
	cat := i18n.English()
	for k, want := range generated() {
		if got := cat.T(k); got != want {
			t.Errorf("%s says %q, want %q (rewrite with BELAAD_TEXTS=1)", k, got, want)
		}
	}
	for c := 0; c < numChars; c++ {
		if teamOfChar(c) == Order && symOfChar(c) == SymEmploy {
			continue
		}
		if !cat.Has(abilityKey(c)) {
			t.Errorf("no ability text for character %d", c)
		}
	}
}

// TestWriteCardTexts rewrites the generated entries of the catalogue.
func TestWriteCardTexts(t *testing.T) {
	if os.Getenv("BELAAD_TEXTS") == "" {
		t.Skip("set BELAAD_TEXTS=1 to rewrite the card descriptions in assets/i18n/en/belaad.json")
	}
	const path = "../../assets/i18n/en/belaad.json"
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for k, v := range generated() {
		m[k] = v
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, bytes.TrimRight(buf.Bytes(), "\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Every option of every prompt in a game renders without a gap and names
// what it chooses: no label is a bare number or a bare "Skip".
func TestLabelsSayWhatIsChosen(t *testing.T) {
	cat := i18n.English()
	s := fresh(t, 3)
	card := findCard(func(c ActionCard) bool { return c.Sec == SecTopCard && c.Prim[0].Kind == PrimGold })
	s.giveCard(0, card)
	label := func(m string) string {
		for _, p := range s.Prompts() {
			if o, ok := p.Find(rules.Move(m)); ok {
				return cat.Format(o.Label, nil)
			}
		}
		t.Fatalf("%s not offered: %s", m, promptText(s))
		return ""
	}
	if got, want := label("play:"+itoa(card)), "Play "+cardText(card); got != want {
		t.Fatalf("play label %q, want %q", got, want)
	}
	s.gold[0] = 5
	do(t, s, 0, "play:"+itoa(card))
	if got := label("s"); got != "Pay 2 gold: perform a top card" {
		t.Fatalf("secondary label %q", got)
	}
	if got := label("p:0"); got != "Collect "+strconv.Itoa(actionCards[card].Prim[0].N)+" gold" {
		t.Fatalf("primary label %q", got)
	}
	do(t, s, 0, "s")
	if got, want := label("top:1"), "Perform the top card of deck 2: "+cardText(s.decks[1][0]); got != want {
		t.Fatalf("top label %q, want %q", got, want)
	}
	if got := label("skip"); got != "Perform no top card" {
		t.Fatalf("skip label %q", got)
	}
	// Symbol actions say what they do with today's count.
	s2 := fresh(t, 2)
	s2.putTokens(Treasurer, SymGold, 3)
	gc := symCard(SymGold)
	s2.giveCard(0, gc)
	do(t, s2, 0, "play:"+itoa(gc))
	s = s2
	if got := label("p:0"); got != "Collect 4 gold (the Treasurer's symbols)" {
		t.Fatalf("gold symbol label %q", got)
	}
	// Placing an orange token names the ability it fires.
	s2.orange(0)
	if got := label("bot:" + itoa(Sheriff)); got != "Activate the Sheriff: take all the gold of one opponent" {
		t.Fatalf("activation label %q", got)
	}
}

// A teammate asked for coins is told what the payment is for.
func TestConsentSaysWhatItPaysFor(t *testing.T) {
	cat := i18n.English()
	s := fresh(t, 4)
	card := findCard(func(c ActionCard) bool { return c.Sec == SecEliminate && c.Prim[0].Kind == PrimGold })
	s.giveCard(0, card)
	s.gold[0], s.red[0] = 0, 1
	s.gold[2] = 5
	do(t, s, 0, "play:"+itoa(card), "s")
	got := cat.Format(s.Prompts()[0].Ask, nil)
	if !strings.HasSuffix(got, "for: "+cardText(card)+".") {
		t.Fatalf("consent asks %q", got)
	}
	do(t, s, 2, "no")
	s.turnTo(0)
	s.reveal("khayyam")
	s.gold[0], s.gold[2] = 0, 10 // 10 - 1 Sultan symbol = 9
	emp := symCard(SymEmploy)
	s.giveCard(0, emp)
	do(t, s, 0, "play:"+itoa(emp), "p:0", "emp:"+itoa(schID("khayyam")))
	if got := cat.Format(s.Prompts()[0].Ask, nil); !strings.HasSuffix(got, "for: Omar Khayyam.") {
		t.Fatalf("consent asks %q", got)
	}
}
