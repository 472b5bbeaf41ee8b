// The basic table: the view for a game that has no table view of its own.
// It shows the players and the latest events; every prompt is answered
// from the prompt bar.
package app

import (
	"github.com/hajimehoshi/ebiten/v2"

	"majlis/graphics"
	"majlis/rules"
)

type basicView struct{}

// Numbers: the basic table knows nothing of a game's moves, so any long
// numeric run is offered as a picker.
func (basicView) Numbers(string) bool { return true }

func (basicView) Layout(th *graphics.Theme, area graphics.Rect, ts graphics.TableState) graphics.Buttons {
	return nil
}

func (basicView) Draw(dst *ebiten.Image, th *graphics.Theme, area graphics.Rect, ts graphics.TableState, hover string) {
	u := th.Unit
	th.Board(dst, area)
	n := ts.State.Setup().Seats
	top, rest := area.Inset(u * 2).CutTop(u * 10)
	for i, r := range top.Columns(n, u) {
		s := rules.Seat(i)
		th.PlayerPanel(dst, r, s, ts.Tr.Names(s), s == ts.Viewer, ts.Waiting[s] == graphics.Waiting, ts.Waiting[s])
	}
	_, rest = rest.CutTop(u * 2)
	th.DrawText(dst, ts.Tr.T("core.table.basic"), th.Body, rest.X, rest.Y, th.InkDim, graphics.AlignStart)
	y := rest.Y + graphics.LineHeight(th.Body)*2
	for _, m := range ts.Events {
		y += th.DrawParagraph(dst, ts.Tr.M(m), th.Body, graphics.R(rest.X, y, rest.W, rest.Bottom()-y), th.Ink)
	}
}
