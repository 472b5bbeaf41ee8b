// The contract between the table screen and a game's table view, and the
// pieces every view shares: player panels and indicators. A view draws only
// what the state it is given (a seat's view) shows.
package graphics

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"majlis/rules"
)

// TableState is what a view draws: one seat's view of the game and the
// prompt that seat must answer now, if any.
type TableState struct {
	State  rules.State // a view (State.View(Viewer)), never the whole state
	Viewer rules.Seat
	Prompt *rules.Prompt // the viewer's prompt, nil when it is not asked
	Tr     *Tr
	// Waiting tells, per seat, what the table waits for.
	Waiting map[rules.Seat]WaitMark
	// Events are the latest events shown so far (for views that show a
	// battle step by step); the last is the newest.
	Events []rules.Msg
	// Motion is how long a thing takes to move across the table; zero
	// turns animations off.
	Motion time.Duration
	// Drag is the thing being dragged, if any (for a view with
	// Gestures): the view shows where it may go.
	Drag Drag
}

// Drag is a thing being dragged: the ID of the button it was picked up
// by, and where the pointer is.
type Drag struct {
	From string // "" when nothing is dragged
	X, Y float64
}

// Gestures is a GameView whose things answer a long press and a drag:
// a card held shows large, a card dragged onto where it goes (from the
// hand into play, a Hero to a battle) makes the move a click on that
// target makes.
type Gestures interface {
	// Grab says what the thing under a press (its button's ID) allows:
	// being dragged, and showing more when held.
	Grab(ts TableState, id string) (drag, hold bool)
	// Drop is the move made by dropping the thing id at x, y on the
	// table laid out in area; false when nothing there takes it.
	Drop(th *Theme, area Rect, ts TableState, id string, x, y float64) (rules.Move, bool)
}

// Animator is a view with animations running: the table redraws every
// frame while Animating says so, and not otherwise.
type Animator interface {
	Animating(now time.Time) bool
}

// WaitMark is a seat's indicator.
type WaitMark int

const (
	NotWaiting WaitMark = iota
	Waiting             // the table waits for this seat
	Sealed              // this seat has answered a sealed prompt (still secret)
	Away                // this seat's player has dropped
)

// GameView draws one game's table.
type GameView interface {
	// Layout places the table in area and returns its interactive
	// things: targets for the prompt's options (ID "move:" + move) and
	// hover areas (StyleTip) with a full description.
	Layout(th *Theme, area Rect, ts TableState) Buttons
	// Draw draws the table; hover is the ID of the button under the
	// pointer ("" for none).
	Draw(dst *ebiten.Image, th *Theme, area Rect, ts TableState, hover string)
}

// ResultsView is a view that explains the final count on the results
// screen: below the ranking it draws, in area, the game's own breakdown
// (chests revealed and summed, points by kind, the tie-breaks' figures)
// from the finished game as ts.Viewer sees it.
type ResultsView interface {
	DrawResults(dst *ebiten.Image, th *Theme, area Rect, ts TableState)
}

// NumberPicker is a view some of whose options "prefix+N" are quantities
// (a price, a count of troops): the prompt bar offers a long run of them,
// for a prefix Numbers accepts, as a number picker. A view without it has
// no picker: a card's or a place's id in a move is no quantity, and
// stepping through ids by ten means nothing to a player.
type NumberPicker interface {
	Numbers(prefix string) bool
}

// PickStarter is a view that says where the prompt bar's number picker
// (the options prefix+N of a long numeric range) starts: at the option
// nearest n when ok, as a counter-offer starts beside the price on the
// table; otherwise, and for views without it, at the first option.
type PickStarter interface {
	PickStart(ts TableState, prefix string) (n int, ok bool)
}

// Unoffered is an answer a player may look for that the rules do not
// offer now: a table shows it disabled, with the reason on hover.
type Unoffered struct {
	Move       rules.Move
	Label, Why string
}

// UnofferedLister is a GameView that names such answers for the viewer.
type UnofferedLister interface {
	Unoffered(ts TableState) []Unoffered
}

// ScoreExplainer is a GameView that says what makes up a seat's final
// score, for the results screen ("12 Hasanaat, 3 Sayi'aat").
type ScoreExplainer interface {
	ScoreDetail(st rules.State, tr *Tr, seat rules.Seat) string
}

// Chooser is a GameView with buttons of its own that make no move but
// change what it shows (a tab: of a turn's many trades, those giving one
// kind). Their IDs are ViewID's; the table hands a click on one to Choose
// and lays the table out again.
type Chooser interface {
	Choose(ts TableState, id string)
}

// ViewID is the ID of a view's own button.
func ViewID(name string) string { return "view:" + name }

// UnofferedID is the button ID of an answer not offered.
func UnofferedID(m rules.Move) string { return "unoffered:" + string(m) }

// MoveID is the button ID of a prompt option.
func MoveID(m rules.Move) string { return "move:" + string(m) }

// PanelBody is the area of a player's panel at r below its name line,
// where PlayerPanel leaves room for the view's own content.
func (t *Theme) PanelBody(r Rect) Rect {
	_, body := r.Inset(t.Unit).CutTop(LineHeight(t.Bold) * 1.2)
	return body
}

// HeadNameRoom is the width PlayerPanelHead gives a name on a name line
// at head when no wait mark shows.
func (t *Theme) HeadNameRoom(head Rect) float64 {
	return head.W - head.H - t.Unit*0.6
}

// PlayerPanel draws a seat's panel: colour, name, turn and wait marks.
// It returns the area left below the name for the view's own content.
// A name too long for its line in bold is set in the small face
// (NameFace), and shortened with "…" where even that is too long.
func (t *Theme) PlayerPanel(dst *ebiten.Image, r Rect, seat rules.Seat, name string, me, active bool, mark WaitMark) Rect {
	head, body := r.Inset(t.Unit).CutTop(LineHeight(t.Bold) * 1.2)
	t.PlayerPanelHead(dst, r, head, seat, name, me, active, mark)
	return body
}

// PlayerPanelHead draws a seat's panel at r as PlayerPanel does, its
// name line at head: a line that need not span the panel (a short panel
// writes the name above a column of its own and gives the rest of its
// height to its content), nor reach the panel's end (a view writes
// beside the name).
func (t *Theme) PlayerPanelHead(dst *ebiten.Image, r, head Rect, seat rules.Seat, name string, me, active bool, mark WaitMark) {
	bg := t.Palette.Panel
	if me {
		bg = t.PanelHi
	}
	t.RoundRect(dst, r.X, r.Y, r.W, r.H, t.Unit, bg)
	if active {
		t.Highlight(dst, r, false)
	}
	sw, rest := head.CutLeft(head.H)
	t.Token(dst, sw.CX(), sw.CY(), sw.H*0.45, "person", t.SeatColor(int(seat)))
	_, rest = rest.CutLeft(t.Unit * 0.6)
	markIcon := ""
	var markColor color.RGBA
	switch mark {
	case Waiting:
		markIcon, markColor = "hourglass", t.Accent
	case Sealed:
		markIcon, markColor = "envelope", t.Good
	case Away:
		markIcon, markColor = "exit-door", t.Bad
	}
	if markIcon != "" {
		w := t.ChipWidth(rest.H, "")
		mr, r2 := rest.CutRight(w)
		t.DrawIcon(dst, markIcon, mr, markColor)
		rest = r2
	}
	face := t.NameFace(name, rest)
	t.DrawTextIn(dst, Ellipsize(name, face, rest.W), face, rest, t.Ink, AlignStart)
}

// NameFace is the face a name is written in on a line r: bold where it
// fits, else small (and shortened with "…" where even that is too long).
func (t *Theme) NameFace(name string, r Rect) text.Face {
	if TextWidth(name, t.Bold) <= r.W && LineHeight(t.Bold) <= r.H*1.1 {
		return t.Bold
	}
	return t.Small
}

// TableFrame is how the table screen divides its window. The client lays
// its table screen out with it, and the views' tests measure the table
// with it, so the two cannot drift apart.
type TableFrame struct {
	Top  Rect // the top bar: the game, the status, leave, save and help
	Side Rect // the log and chat, before their margin
	Main Rect // the game's table and, at its foot, the prompt bar
	// Narrow: the top bar's buttons show icons alone.
	Narrow bool
}

// PromptBarRows is how many rows of options the prompt bar holds once a
// prompt has needed it; before that it is its question line alone.
const PromptBarRows = 2

// TableScreen divides the window r: a top bar, the log and chat in a
// column on the right (on a narrow screen held upright, a strip along the
// bottom), the table and prompt bar in the rest.
func (t *Theme) TableScreen(r Rect) TableFrame {
	u := t.Unit
	f := TableFrame{Narrow: r.W < u*130}
	var rest Rect
	f.Top, rest = r.CutTop(u * 7.5)
	if f.Narrow && r.H > r.W {
		f.Side, f.Main = rest.CutBottom(min(u*19, rest.H*0.25))
	} else {
		f.Side, f.Main = rest.CutRight(min(u*44, r.W*0.3))
	}
	return f
}

// PromptBar cuts the prompt bar holding rows rows of options (its
// question line above them) from the foot of main, and returns it and the
// area the game's table is laid out in.
func (t *Theme) PromptBar(main Rect, rows int) (bar, table Rect) {
	u := t.Unit
	bar, table = main.CutBottom(float64(rows+1)*(u*6+u) + u*2)
	return bar, table.Inset(u)
}
