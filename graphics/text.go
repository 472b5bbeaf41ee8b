// Text measuring, wrapping and drawing with text/v2. Measuring and wrapping
// need no GPU, so layouts that depend on text are tested headless.
package graphics

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Align says where text sits against its anchor.
type Align int

const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// TextWidth is the advance of s in face.
func TextWidth(s string, face text.Face) float64 { return text.Advance(s, face) }

// Wrap breaks s into lines no wider than width, at spaces where it can.
func Wrap(s string, face text.Face, width float64) []string {
	var lines []string
	var space float64
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		// Each word is measured alone and the spaces added: measuring every
		// growing line shaped each paragraph's text once per word, and
		// shaping was the largest part of the client's first frame.
		if space == 0 {
			space = text.Advance(" ", face)
		}
		line, lineW := words[0], text.Advance(words[0], face)
		for _, w := range words[1:] {
			ww := text.Advance(w, face)
			if lineW+space+ww <= width {
				line += " " + w
				lineW += space + ww
				continue
			}
			lines = append(lines, line)
			line, lineW = w, ww
		}
		lines = append(lines, line)
	}
	return lines
}

// Ellipsize shortens s with "…" until it fits width. Every width measured
// is a new string to shape, the dearest part of a layout, and a table of
// many small cards shortens many long names: so the cut is first guessed
// from the whole string's average letter, less the "…", then moved a
// letter at a time (about four shapings for a long name, where searching
// by halves took eight).
func Ellipsize(s string, face text.Face, width float64) string {
	full := text.Advance(s, face)
	if full <= width {
		return s
	}
	r := []rune(s)
	fits := func(n int) bool { return text.Advance(string(r[:n])+"…", face) <= width }
	n := min(max(int(float64(len(r))*(width-text.Advance("…", face))/full), 0), len(r)-1)
	if fits(n) {
		for n+1 < len(r) && fits(n+1) {
			n++
		}
	} else {
		for n > 0 && !fits(n) {
			n--
		}
	}
	return string(r[:n]) + "…"
}
