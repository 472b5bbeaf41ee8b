// Hidden piles without a predictable order. Every peer runs the whole state
// and learns each step's entropy, so a pile shuffled in advance would let
// any peer's program read the next card before it is drawn. A hidden pile
// is therefore kept as an unordered set (sorted, so that equal piles hash
// alike), and the card is chosen at random, with the drawing step's Rand,
// when it is drawn. Cards a rule places at a known position keep it: the
// known top part is drawn first, the known bottom part last.
package belaad

import (
	"slices"

	"majlis/rules"
)

// pile is a face-down pile: top (known order, top first) above mid (an
// unordered set, kept sorted) above bot (known order, bot[0] highest).
type pile struct {
	top, mid, bot []int
}

func (p *pile) size() int { return len(p.top) + len(p.mid) + len(p.bot) }

// all lists every card of the pile (top, mid, bot).
func (p *pile) all() []int {
	out := make([]int, 0, p.size())
	out = append(out, p.top...)
	out = append(out, p.mid...)
	return append(out, p.bot...)
}

func (p pile) clone() pile {
	return pile{top: slices.Clone(p.top), mid: slices.Clone(p.mid), bot: slices.Clone(p.bot)}
}

// add shuffles cards into the unordered part.
func (p *pile) add(ids ...int) {
	p.mid = append(p.mid, ids...)
	slices.Sort(p.mid)
}

// putBottom places a card under the pile, where everyone knows it lies.
func (p *pile) putBottom(id int) { p.bot = append(p.bot, id) }

// draw takes the top card: the known top first, else a card of the
// unordered part chosen now at random, else the highest known bottom card.
// It returns -1 when the pile is empty.
func (p *pile) draw(r *rules.Rand) int {
	switch {
	case len(p.top) > 0:
		c := p.top[0]
		p.top = slices.Delete(p.top, 0, 1)
		return c
	case len(p.mid) > 0:
		k := r.IntN(len(p.mid))
		c := p.mid[k]
		p.mid = slices.Delete(p.mid, k, k+1)
		return c
	case len(p.bot) > 0:
		c := p.bot[0]
		p.bot = slices.Delete(p.bot, 0, 1)
		return c
	}
	return -1
}

// drawAny takes a card chosen at random from the whole pile (the Hashash
// Recruit draws "from the deck, randomly").
func (p *pile) drawAny(r *rules.Rand) int {
	n := p.size()
	if n == 0 {
		return -1
	}
	k := r.IntN(n)
	for _, part := range []*[]int{&p.top, &p.mid, &p.bot} {
		if k < len(*part) {
			c := (*part)[k]
			*part = slices.Delete(*part, k, k+1)
			return c
		}
		k -= len(*part)
	}
	return -1
}

// remove takes card id out of the pile wherever it is.
func (p *pile) remove(id int) bool {
	for _, part := range []*[]int{&p.top, &p.mid, &p.bot} {
		if i := slices.Index(*part, id); i >= 0 {
			*part = slices.Delete(*part, i, i+1)
			return true
		}
	}
	return false
}

func (p *pile) hash(e *rules.Encoder) {
	e.Ints(p.top)
	e.Ints(p.mid)
	e.Ints(p.bot)
}

// canonical reports whether the unordered part is in its canonical order.
func (p *pile) canonical() bool { return slices.IsSorted(p.mid) }
