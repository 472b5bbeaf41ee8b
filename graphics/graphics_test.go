// Tests of the toolkit's pure parts: geometry, flow layout, hit testing,
// text wrapping and tweens. (Ebitengine's init needs a display on Linux:
// run under xvfb-run; nothing here draws.)
package graphics

import (
	"fmt"
	"maps"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"majlis/rules"
)

func TestCuts(t *testing.T) {
	r := R(0, 0, 100, 50)
	top, rest := r.CutTop(10)
	if top != R(0, 0, 100, 10) || rest != R(0, 10, 100, 40) {
		t.Fatalf("CutTop: %v %v", top, rest)
	}
	bot, rest := r.CutBottom(60) // more than there is: all of it
	if bot != r || rest.H != 0 {
		t.Fatalf("CutBottom past the edge: %v %v", bot, rest)
	}
	l, rest := r.CutLeft(30)
	if l.W != 30 || rest.X != 30 || rest.W != 70 {
		t.Fatalf("CutLeft: %v %v", l, rest)
	}
	rt, rest := r.CutRight(30)
	if rt.X != 70 || rest.W != 70 {
		t.Fatalf("CutRight: %v %v", rt, rest)
	}
	if c := r.Centered(10, 10); c != R(45, 20, 10, 10) {
		t.Fatalf("Centered: %v", c)
	}
	if in := R(0, 0, 4, 4).Inset(3); in.W != 0 || in.H != 0 {
		t.Fatalf("Inset beyond the size: %v", in)
	}
	cols := R(0, 0, 100, 10).Columns(3, 5)
	if len(cols) != 3 || cols[2].Right() != 100 || cols[1].X != cols[0].Right()+5 {
		t.Fatalf("Columns: %v", cols)
	}
}

func TestFlowWraps(t *testing.T) {
	rs := R(10, 0, 100, 1000).Flow([]float64{40, 40, 40, 120}, 10, 5)
	want := []Rect{{10, 0, 40, 10}, {55, 0, 40, 10}, {10, 15, 40, 10}, {10, 30, 120, 10}}
	for i := range want {
		if rs[i] != want[i] {
			t.Fatalf("box %d at %v, want %v", i, rs[i], want[i])
		}
	}
}

func TestHitTesting(t *testing.T) {
	bs := Buttons{
		{ID: "under", Rect: R(0, 0, 100, 100)},
		{ID: "over", Rect: R(50, 50, 100, 100)},
		{ID: "off", Rect: R(200, 0, 10, 10), Style: StyleDisabled},
		{ID: "tip", Rect: R(300, 0, 10, 10), Style: StyleTip, Tip: "hello"},
	}
	if b, _ := bs.At(60, 60); b.ID != "over" {
		t.Fatalf("the topmost button should win, got %q", b.ID)
	}
	if b, _ := bs.At(10, 10); b.ID != "under" {
		t.Fatalf("got %q", b.ID)
	}
	if _, ok := bs.At(100+50, 150); ok {
		t.Fatal("a point on the far edge is outside")
	}
	if b, ok := bs.At(305, 5); !ok || b.Tip != "hello" {
		t.Fatal("hover area not found")
	}
}

func TestWrapFits(t *testing.T) {
	th := NewTheme(1280, 800, 1)
	s := "The attacker then shuffles those troops with the defender's committed troops and lays them all face down."
	w := TextWidth("The attacker then", th.Body) + 1
	lines := Wrap(s, th.Body, w)
	if len(lines) < 4 {
		t.Fatalf("wrapped into %d lines", len(lines))
	}
	for i, l := range lines {
		if TextWidth(l, th.Body) > w && len(l) > len("committed") {
			t.Fatalf("line %q is wider than %v", l, w)
		}
		// Greedy: the next line's first word would not have fitted.
		if i+1 < len(lines) {
			if longer := l + " " + strings.Fields(lines[i+1])[0]; TextWidth(longer, th.Body) <= w {
				t.Fatalf("line %q broke early: %q fits in %v", l, longer, w)
			}
		}
	}
	if e := Ellipsize(s, th.Body, 100); TextWidth(e, th.Body) > 100 {
		t.Fatalf("ellipsized %q does not fit", e)
	}
}

// TestEllipsizeKeepsTheLongestPrefix: the cut guessed from the average
// letter and moved a letter at a time lands where a search of every
// length would: the longest prefix that fits with its "…".
func TestEllipsizeKeepsTheLongestPrefix(t *testing.T) {
	th := NewTheme(1280, 800, 1)
	for _, s := range []string{"Player 6's Ancient Egypt, raiding the loser's fortress", "WWWWWWWWiiiiiiiiWWWW", "iiiiiiiiiiWWWWWWWWWW", "Ask Player 5, bank:", "Tempering Ritual"} {
		r := []rune(s)
		for w := 4.0; w < TextWidth(s, th.Small)+8; w += 3 {
			want := s
			if TextWidth(s, th.Small) > w {
				n := 0
				for n+1 < len(r) && TextWidth(string(r[:n+1])+"…", th.Small) <= w {
					n++
				}
				want = string(r[:n]) + "…"
			}
			if got := Ellipsize(s, th.Small, w); got != want {
				t.Errorf("%q at %v: %q, want %q", s, w, got, want)
			}
		}
	}
}

// TestNameFace: a name is bold where its line holds it, small where the
// line is too narrow or too low for bold.
func TestNameFace(t *testing.T) {
	th := NewTheme(1280, 800, 1)
	name := "Player 6"
	bold := R(0, 0, TextWidth(name, th.Bold)+1, LineHeight(th.Bold))
	if th.NameFace(name, bold) != th.Bold {
		t.Errorf("a line that holds %q in bold sets it small", name)
	}
	narrow := bold
	narrow.W = TextWidth(name, th.Small) + 1
	low := bold
	low.H = LineHeight(th.Small)
	for _, r := range []Rect{narrow, low} {
		if th.NameFace(name, r) != th.Small {
			t.Errorf("a line %v too small for %q in bold sets it bold", r, name)
		}
	}
}

func TestThemeScales(t *testing.T) {
	small, big := UnitFor(640, 400, 1), UnitFor(2560, 1600, 1)
	if !(small < big) {
		t.Fatalf("unit does not grow with the window: %v %v", small, big)
	}
	if UnitFor(1280, 800, 2) < UnitFor(1280, 800, 1) {
		t.Fatal("a denser screen should not get smaller units")
	}
	if u := UnitFor(100, 100, 1); u < 4 {
		t.Fatalf("unit %v below the floor", u)
	}
	// A phone held upright: the smallest text is 12 CSS pixels or more.
	for _, dsf := range []float64{1, 2, 3} {
		th := NewTheme(int(390*dsf), int(844*dsf), dsf)
		if px := th.Small.(*text.GoTextFace).Size / dsf; px < 12 {
			t.Errorf("at 390×844 (scale %v) small text is %.1f CSS pixels", dsf, px)
		}
	}
}

func TestTween(t *testing.T) {
	t0 := time.Unix(0, 0)
	tw := Tween{X0: 0, Y0: 0, X1: 100, Y1: 10, Start: t0, Dur: time.Second}
	if x, _, run := tw.At(t0); x != 0 || !run {
		t.Fatalf("start: %v %v", x, run)
	}
	if x, _, _ := tw.At(t0.Add(500 * time.Millisecond)); x != 50 {
		t.Fatalf("middle: %v", x)
	}
	if x, y, run := tw.At(t0.Add(2 * time.Second)); x != 100 || y != 10 || run {
		t.Fatalf("end: %v %v %v", x, y, run)
	}
	ts := Tweens{tw, {Start: t0, Dur: 3 * time.Second}}
	if !ts.Prune(t0.Add(2*time.Second)) || len(ts) != 1 {
		t.Fatalf("prune left %d", len(ts))
	}
}

func widgetsForTest(t *testing.T) (*Widgets, Buttons) {
	t.Helper()
	w := NewWidgets(NewTheme(1280, 800, 1))
	bs := Buttons{
		{ID: "under", Rect: R(0, 0, 100, 100), Label: "Under"},
		{ID: "over", Rect: R(50, 50, 100, 100), Label: "Over", Icon: "house", Style: StylePrimary},
		{ID: "off", Rect: R(200, 0, 40, 40), Label: "Off", Style: StyleDisabled, Tip: "why not"},
		{ID: "tip", Rect: R(300, 0, 40, 40), Style: StyleTip, Tip: "hello"},
		{ID: "target", Rect: R(400, 0, 40, 40), Style: StyleGhost},
	}
	w.Sync(bs, Extras{})
	return w, bs
}

func TestWidgetsClickTheTopmost(t *testing.T) {
	w, _ := widgetsForTest(t)
	cases := []struct {
		x, y float64
		want string // "" for no click
	}{
		{75, 75, "over"}, // both overlap here: the later one is on top
		{10, 10, "under"},
		{210, 10, ""}, // disabled
		{310, 10, ""}, // only hover text
		{410, 10, "target"},
		{600, 600, ""},
	}
	for _, c := range cases {
		b, ok := w.Update(Input{X: c.x, Y: c.y, Click: true})
		if got := map[bool]string{true: b.ID}[ok]; got != c.want {
			t.Errorf("click at (%v, %v): got %q, want %q", c.x, c.y, got, c.want)
		}
	}
}

func TestWidgetsMouseClickNeedsPressAndReleaseInside(t *testing.T) {
	w, bs := widgetsForTest(t)
	w.Update(Input{X: 10, Y: 10, Pressed: true})
	// A relayout between press and release keeps the press.
	w.Sync(bs, Extras{})
	if b, ok := w.Update(Input{X: 12, Y: 12, Click: true}); !ok || b.ID != "under" {
		t.Fatalf("press and release on a button: %v %v", b.ID, ok)
	}
	w.Update(Input{X: 10, Y: 10, Pressed: true})
	if b, ok := w.Update(Input{X: 410, Y: 10, Click: true}); ok {
		t.Fatalf("a press dragged to another button clicked %q", b.ID)
	}
}

func TestWidgetsFields(t *testing.T) {
	w := NewWidgets(NewTheme(1280, 800, 1))
	f := &TextField{ID: "code", Max: 4, Filter: CodeFilter, Rect: R(0, 0, 200, 40)}
	w.Sync(nil, Extras{Fields: []*TextField{f}})
	f.Value = "k7-q!x9"
	w.Update(Input{})
	if f.Value != "K7-Q" {
		t.Fatalf("a value set by the screen is filtered and cut: %q", f.Value)
	}
	w.Update(Input{X: 10, Y: 10, Click: true})
	if !f.Focused || !w.Typing() {
		t.Fatal("a click in the field does not focus it")
	}
	w.Update(Input{X: 500, Y: 500, Click: true})
	if f.Focused || w.Typing() {
		t.Fatal("a click elsewhere keeps the focus")
	}
	w.Sync(nil, Extras{})
	if w.Typing() || len(w.fields) != 0 {
		t.Fatal("a field the layout dropped is still there")
	}
}

func TestWidgetsHoverText(t *testing.T) {
	w, _ := widgetsForTest(t)
	made := func() (n int) {
		for _, it := range w.items {
			if it.tip != nil {
				n++
			}
		}
		return n
	}
	// Hover texts are made as the pointer first comes over their buttons.
	if n := made(); n != 0 {
		t.Fatalf("%d hover texts made before any hover", n)
	}
	for _, c := range []struct {
		x, y float64
		want string
	}{{310, 10, "hello"}, {210, 10, "why not"}, {10, 10, ""}, {310, 10, "hello"}} {
		// ebitenui shows hover text on the tick after the pointer came.
		w.Update(Input{X: c.x, Y: c.y})
		w.Update(Input{X: c.x, Y: c.y})
		if w.Tip() != c.want {
			t.Errorf("pointer at (%v, %v): hover text %q, want %q", c.x, c.y, w.Tip(), c.want)
		}
	}
	if n := made(); n != 2 {
		t.Errorf("%d hover texts made after two were hovered", n)
	}
}

// TestWidgetsOneHoverText: where a card with a hover text lies under an
// option with its own, one box shows, saying the card's text and then the
// option's; ebitenui alone showed both boxes, one over the other.
func TestWidgetsOneHoverText(t *testing.T) {
	w := NewWidgets(NewTheme(1280, 800, 1))
	bs := Buttons{
		{ID: "card", Rect: R(100, 100, 200, 300), Style: StyleTip, Tip: "Street of Lanterns\nBase Strength 4"},
		{ID: "option", Rect: R(100, 100, 200, 300), Style: StyleGhost, Tip: "Destroy a Water token"},
		{ID: "beside", Rect: R(400, 100, 100, 100), Style: StyleTip, Tip: "alone"},
	}
	w.Sync(bs, Extras{})
	screen := ebiten.NewImage(1280, 800)
	// open: the hover texts whose window ebitenui has up, by its events.
	open := map[*item]bool{}
	heard := map[*item]bool{}
	hear := func() {
		for _, it := range w.items {
			if it.tip != nil && !heard[it] {
				heard[it] = true
				it.widget().GetWidget().ToolTipEvent.AddHandler(func(args any) {
					open[it] = args.(*widget.WidgetToolTipEventArgs).Show
				})
			}
		}
	}
	shown := func() int {
		n := 0
		for it, up := range open {
			if up && it.box.GetWidget().IsVisible() {
				n++
			}
		}
		return n
	}
	for _, c := range []struct {
		x, y float64
		want string
	}{
		{150, 150, "Street of Lanterns\nBase Strength 4\nDestroy a Water token"},
		{450, 150, "alone"},
		{150, 150, "Street of Lanterns\nBase Strength 4\nDestroy a Water token"},
	} {
		// The first tick makes the hover texts, the second shows them.
		w.Update(Input{X: c.x, Y: c.y})
		hear()
		w.Update(Input{X: c.x, Y: c.y})
		w.Draw(screen, nil)
		if w.Tip() != c.want {
			t.Errorf("pointer at (%v, %v): hover text %q, want %q", c.x, c.y, w.Tip(), c.want)
		}
		if n := shown(); n != 1 {
			t.Errorf("pointer at (%v, %v): %d hover texts shown, want 1", c.x, c.y, n)
		}
	}
}

func TestWidgetsTextListFollowsItsEnd(t *testing.T) {
	w := NewWidgets(NewTheme(1280, 800, 1))
	screen := ebiten.NewImage(1280, 800)
	list := &TextList{ID: "log", Rect: R(0, 0, 300, 200)}
	for i := range 100 {
		list.Lines = append(list.Lines, Line{Text: "line " + strconv.Itoa(i)})
	}
	sync := func() {
		w.Sync(nil, Extras{Lists: []*TextList{list}})
		w.Draw(screen, nil) // ebitenui lays the list out as it draws
	}
	sync()
	if w.Scrolled("log") != 0 {
		t.Fatalf("a new list does not show its end: scrolled %d", w.Scrolled("log"))
	}
	// A click on the scrollbar's track above the handle pages back.
	w.Update(Input{X: 299, Y: 5, Pressed: true})
	w.Update(Input{X: 299, Y: 5, Click: true})
	back := w.Scrolled("log")
	if back <= 0 {
		t.Fatal("clicking the scrollbar above its handle did not scroll back")
	}
	list.Lines = append(list.Lines, Line{Text: "new"})
	sync()
	if w.Scrolled("log") != back {
		t.Fatalf("a new line moved a list the player scrolled back: %d, was %d", w.Scrolled("log"), back)
	}
	// Back at the end, new lines keep it there.
	w.lists["log"].bar.Current = w.lists["log"].bar.Max
	list.Lines = append(list.Lines, Line{Text: "newer"})
	sync()
	if w.Scrolled("log") != 0 {
		t.Fatalf("a list at its end does not follow new lines: %d", w.Scrolled("log"))
	}
}

func TestQRImage(t *testing.T) {
	img, err := QRImage("http://localhost:8080/#K7QX2MPA")
	if err != nil {
		t.Fatal(err)
	}
	n := img.Bounds().Dx()
	if n < 21+8 || n != img.Bounds().Dy() {
		t.Fatalf("QR image %v", img.Bounds())
	}
	// The quiet zone is white and the top-left finder's corner is black.
	if img.GrayAt(0, 0).Y != 255 || img.GrayAt(4, 4).Y != 0 {
		t.Fatal("quiet zone or finder pattern missing")
	}
}

func TestWidgetsDropAnIconForTheLabel(t *testing.T) {
	w := NewWidgets(NewTheme(390, 844, 1))
	bs := Buttons{
		{ID: "wide", Label: "Play again", Icon: "play", Rect: R(0, 0, 300, 44)},
		{ID: "narrow", Label: "Play again", Icon: "play", Rect: R(0, 50, 105, 44)},
	}
	w.Sync(bs, Extras{})
	shown := w.roomForLabels(bs)
	if shown[0].Icon == "" {
		t.Error("a wide button lost its icon")
	}
	if shown[1].Icon != "" {
		t.Error("a narrow button kept its icon and cut its label")
	}
	if bs[1].Icon == "" {
		t.Error("the layout's buttons were changed")
	}
	if b, ok := w.Update(Input{X: 50, Y: 70, Click: true}); !ok || b.ID != "narrow" || b.Icon != "play" {
		t.Errorf("a click on the narrow button gave %+v, %v: want the layout's button", b, ok)
	}
	if label, _ := w.fitLabel(shown[1]); label != "Play again" {
		t.Errorf("the narrow button reads %q", label)
	}
}

// TestMaskImage: a mask covers the area of its disc or ring, solid inside
// and clear outside.
func TestMaskImage(t *testing.T) {
	area := func(side int, r, w float64) (float64, uint8, uint8) {
		img := maskImage(side, r, w)
		sum := 0.0
		for i := 3; i < len(img.Pix); i += 4 {
			a := img.Pix[i]
			sum += float64(a) / 0xff
		}
		return sum, img.RGBAAt(side/2, side/2).A, img.RGBAAt(0, 0).A
	}
	for _, r := range []float64{3, 7.5, 20} {
		side := int(math.Ceil(r*2)) + 2
		got, centre, corner := area(side, r, 0)
		if want := math.Pi * r * r; math.Abs(got-want) > want*0.03 || centre != 0xff || corner != 0 {
			t.Errorf("disc of radius %v: area %.1f, want %.1f; centre %d, corner %d", r, got, want, centre, corner)
		}
		got, centre, corner = area(side, r, 1.5)
		if want := 2 * math.Pi * r * 1.5; math.Abs(got-want) > want*0.05 || centre != 0 || corner != 0 {
			t.Errorf("ring of radius %v: area %.1f, want %.1f; centre %d, corner %d", r, got, want, centre, corner)
		}
	}
}

// TestWidgetsTextListGrowsAtItsEnd: a log that grows a line at a time (the
// newest bright, the one before it dimmed) shows the same rows, in the
// same colours, as a list made at once from its final lines; so does one
// whose earlier line changed, and one at a new width.
func TestWidgetsTextListGrowsAtItsEnd(t *testing.T) {
	th := NewTheme(1280, 800, 1)
	rows := func(w *Widgets) []string {
		var out []string
		for _, k := range w.lists["log"].content.Children() {
			txt := k.(*row).Text
			// The colour is ebitenui's own field, unexported: fmt reads it.
			clr := reflect.ValueOf(txt).Elem().FieldByName("definedParams").FieldByName("Color")
			out = append(out, fmt.Sprint(txt.Label, " ", clr))
		}
		return out
	}
	made := func(lines []Line, width float64) []string {
		w := NewWidgets(th)
		w.Sync(nil, Extras{Lists: []*TextList{{ID: "log", Rect: R(0, 0, width, 200), Lines: lines}}})
		return rows(w)
	}
	w := NewWidgets(th)
	list := &TextList{ID: "log", Rect: R(0, 0, 300, 200)}
	var lines []Line
	for i := range 30 {
		if i > 0 {
			lines[i-1].Dim = true
		}
		text := "Player " + strconv.Itoa(i) + " does a thing"
		if i%7 == 3 {
			text += " that takes a long sentence to tell, long enough to wrap onto a second row of the log"
		}
		lines = append(lines, Line{Text: text, Chat: i%5 == 4})
		list.Lines = slices.Clone(lines)
		w.Sync(nil, Extras{Lists: []*TextList{list}})
		if got, want := rows(w), made(lines, 300); !slices.Equal(got, want) {
			t.Fatalf("after line %d the log shows\n%q\nwant\n%q", i, got, want)
		}
	}
	lines[10].Text = "an earlier line told again"
	list.Lines = slices.Clone(lines)
	w.Sync(nil, Extras{Lists: []*TextList{list}})
	if got, want := rows(w), made(lines, 300); !slices.Equal(got, want) {
		t.Fatalf("after an earlier line changed the log shows\n%q\nwant\n%q", got, want)
	}
	list.Rect.W = 180
	w.Sync(nil, Extras{Lists: []*TextList{list}})
	if got, want := rows(w), made(lines, 180); !slices.Equal(got, want) {
		t.Fatalf("at a new width the log shows\n%q\nwant\n%q", got, want)
	}
}

// TestAnswersBehindATab: a view's tab (ID "view:…") counts the answers it
// reveals as the table's, unless it is disabled; other buttons' Reveals
// count for nothing.
func TestAnswersBehindATab(t *testing.T) {
	bs := Buttons{
		{ID: MoveID("a"), Style: StyleGhost},
		{ID: ViewID("tab:1"), Style: StyleGhost, Reveals: []rules.Move{"b", "c"}},
		{ID: ViewID("tab:2"), Style: StyleDisabled, Reveals: []rules.Move{"d"}},
		{ID: "help", Style: StylePlain, Reveals: []rules.Move{"e"}},
		{ID: MoveID("f"), Style: StyleTip},
	}
	got := bs.Answers()
	for _, m := range []rules.Move{"a", "b", "c"} {
		if !got[MoveID(m)] {
			t.Errorf("%q is not counted on the table: %v", m, got)
		}
	}
	if len(got) != 3 {
		t.Errorf("answers %v, want a, b and c only", got)
	}
}

// TestListRowsDrawnOnceInView: a list draws only its rows in view, each
// once into an image of its own that later frames reuse; a row that
// leaves the view, or the list, lets its image go.
func TestListRowsDrawnOnceInView(t *testing.T) {
	th := NewTheme(1280, 800, 1)
	w := NewWidgets(th)
	screen := ebiten.NewImage(1280, 800)
	lines := make([]Line, 300)
	for i := range lines {
		lines[i] = Line{Text: "Player " + strconv.Itoa(i%6+1) + " takes 2 Clay.", Dim: i < len(lines)-1}
	}
	list := &TextList{ID: "log", Rect: R(930, 60, 330, 400), Lines: lines}
	w.Sync(nil, Extras{Lists: []*TextList{list}})
	s := w.lists["log"]
	drawn := func() map[*row]*ebiten.Image {
		out := map[*row]*ebiten.Image{}
		for _, k := range s.content.Children() {
			if r := k.(*row); r.drawn != nil {
				out[r] = r.drawn
			}
		}
		return out
	}
	w.Draw(screen, nil)
	first := drawn()
	view := s.view.ViewRect()
	inView := 0
	for _, k := range s.content.Children() {
		if k.GetWidget().Rect.Overlaps(view) {
			inView++
		}
	}
	if len(first) != inView || inView == 0 || inView == len(s.content.Children()) {
		t.Fatalf("%d rows drawn into images, %d of %d in view", len(first), inView, len(s.content.Children()))
	}
	w.Draw(screen, nil)
	if again := drawn(); !maps.Equal(again, first) {
		t.Fatalf("the second frame drew %d rows afresh or let them go", len(again))
	}
	// Scrolled to the top: the rows at the foot let their images go.
	s.bar.Current, s.view.ScrollTop = 0, 0
	w.Draw(screen, nil)
	for r := range first {
		if r.drawn != nil {
			t.Fatalf("a row out of view at %v kept its image", r.GetWidget().Rect)
		}
	}
	if len(drawn()) == 0 {
		t.Fatal("no row drawn at the top")
	}
	// The list gone: every row lets its image go.
	rows := s.content.Children()
	w.Sync(nil, Extras{})
	for _, k := range rows {
		if k.(*row).drawn != nil {
			t.Fatal("a row of a list that is gone kept its image")
		}
	}
}
