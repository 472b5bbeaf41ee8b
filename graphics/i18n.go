// The one translation function of the client: every user-visible string is
// a catalogue key rendered here, with seats shown as the players' names.
package graphics

import (
	"majlis/assets/i18n"
	"majlis/rules"
)

// Tr renders catalogue messages for one table (or none).
type Tr struct {
	Cat   *i18n.Catalogue
	Names func(rules.Seat) string
}

// NewTr builds a translator over the English catalogue.
func NewTr() *Tr { return &Tr{Cat: i18n.English()} }

// T renders a key with arguments.
func (t *Tr) T(key string, args ...rules.Arg) string {
	return t.Cat.Format(rules.M(key, args...), t.names())
}

// M renders a message from the rules.
func (t *Tr) M(m rules.Msg) string { return t.Cat.Format(m, t.names()) }

// ForSetup returns a translator that names seats as setup does.
func (t *Tr) ForSetup(s rules.Setup) *Tr {
	return &Tr{Cat: t.Cat, Names: s.Name}
}

func (t *Tr) names() func(rules.Seat) string {
	if t.Names != nil {
		return t.Names
	}
	return func(s rules.Seat) string { return t.T("core.player", rules.Int(int(s)+1)) }
}
