// Scrolling lists of text (the table's log and chat) on ebitenui: a scroll
// container with a scrollbar that follows the newest line unless the
// player has scrolled back to read.
package graphics

import (
	"math"
	"slices"
	"strconv"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// TextList is a column of lines as a screen lays it out. Lines are wrapped
// to the list's width here.
type TextList struct {
	ID    string
	Rect  Rect
	Lines []Line
	// Top starts the list at its first line (a text to read) instead of
	// following the newest (a log).
	Top bool
}

// Line is one paragraph of a TextList.
type Line struct {
	Text string
	Dim  bool // older things are dimmer than the newest
	Head bool // a heading: bold, in the accent colour
	Chat bool // a chat line among events, in its own colour
}

// scroll is a TextList's widgets.
type scroll struct {
	outer   *widget.Container // the view and its scrollbar side by side
	view    *widget.ScrollContainer
	content *widget.Container
	bar     *widget.Slider
	lines   []Line
	parts   []int   // how many wrapped rows (children of content) each line took
	width   float64 // the width the lines were wrapped to
	pass    rowPass
}

const scrollMax = 1000 // the scrollbar's range

func (w *Widgets) makeScroll() *scroll {
	th := w.th
	u := th.Unit
	s := &scroll{}
	s.content = widget.NewContainer(widget.ContainerOpts.Layout(widget.NewRowLayout(
		widget.RowLayoutOpts.Direction(widget.DirectionVertical))))
	clear := w.skin(skinKey{fill: th.Palette.Panel, radius: 1})
	s.view = widget.NewScrollContainer(
		widget.ScrollContainerOpts.Content(s.content),
		widget.ScrollContainerOpts.StretchContentWidth(),
		widget.ScrollContainerOpts.Image(&widget.ScrollContainerImage{Idle: clear, Mask: clear}),
	)
	page := func() int {
		ch := s.content.GetWidget().Rect.Dy()
		if ch <= 0 {
			return scrollMax
		}
		return min(scrollMax, int(math.Round(float64(s.view.ViewRect().Dy())/float64(ch)*scrollMax)))
	}
	track := w.skin(skinKey{fill: Darken(th.Palette.Panel, 14), radius: max(int(u/2), 1)})
	handle := w.skin(skinKey{fill: th.InkDim, radius: max(int(u/2), 1)})
	handleHi := w.skin(skinKey{fill: th.Ink, radius: max(int(u/2), 1)})
	s.bar = widget.NewSlider(
		widget.SliderOpts.Direction(widget.DirectionVertical),
		widget.SliderOpts.MinMax(0, scrollMax),
		widget.SliderOpts.InitialCurrent(scrollMax),
		widget.SliderOpts.PageSizeFunc(page),
		widget.SliderOpts.WidgetOpts(widget.WidgetOpts.MinSize(int(u*1.2), 0)),
		widget.SliderOpts.Images(&widget.SliderTrackImage{Idle: track, Hover: track},
			&widget.ButtonImage{Idle: handle, Hover: handleHi, Pressed: handleHi}),
		widget.SliderOpts.ChangedHandler(func(a *widget.SliderChangedEventArgs) {
			s.view.ScrollTop = float64(a.Slider.Current) / scrollMax
		}),
	)
	s.view.GetWidget().ScrolledEvent.AddHandler(func(args any) {
		if a, ok := args.(*widget.WidgetScrolledEventArgs); ok {
			s.bar.Current -= int(math.Round(a.Y * float64(max(page()/3, 1))))
		}
	})
	s.outer = widget.NewContainer(widget.ContainerOpts.Layout(widget.NewGridLayout(
		widget.GridLayoutOpts.Columns(2),
		widget.GridLayoutOpts.Spacing(int(u/2), 0),
		widget.GridLayoutOpts.Stretch([]bool{true, false}, []bool{true}),
	)))
	s.outer.AddChild(&clipped{ScrollContainer: s.view, content: s.content, idle: clear, rows: &s.pass}, s.bar)
	return s
}

// row is a list's row. It is drawn only where it meets the image it is
// given (clipped gives the list's view): ebitenui draws every child of a
// container, and a late game's log has hundreds of rows out of view. In
// view it is drawn once into an image of its own, then that image in each
// frame: one draw where its text was one per letter. A row's text and
// colour never change (setLines replaces a row that changes); a row that
// leaves the view lets its image go.
type row struct {
	*widget.Text
	pass  *rowPass
	drawn *ebiten.Image // the row as drawn at its size, or nil
}

// rowPass says which of its two passes a list's drawing is in.
type rowPass struct {
	prepare bool // rows draw themselves into their images, not the screen
}

func (t *row) Render(screen *ebiten.Image) {
	r := t.GetWidget().Rect
	if !r.Overlaps(screen.Bounds()) {
		t.forget()
		return
	}
	if t.drawn != nil && t.drawn.Bounds().Size() != r.Size() {
		t.forget()
	}
	if t.drawn == nil {
		// An image whose bounds are the row's own rectangle, so that
		// ebitenui draws the text where it would on the screen.
		t.drawn = ebiten.NewImageWithOptions(r, nil)
		t.Text.Render(t.drawn)
	}
	if t.pass != nil && t.pass.prepare {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	screen.DrawImage(t.drawn, op)
}

// forget lets the row's image go.
func (t *row) forget() {
	if t.drawn != nil {
		t.drawn.Deallocate()
		t.drawn = nil
	}
}

// forget lets a list's row's image go, if it is a row.
func forget(k widget.PreferredSizeLocateableWidget) {
	if r, ok := k.(*row); ok {
		r.forget()
	}
}

// atEnd reports whether the newest line is in view.
func (s *scroll) atEnd() bool { return s.bar.Current >= s.bar.Max-1 }

// set shows lines wrapped to width; a list that showed its end keeps
// showing it. Only the lines after those it already shows unchanged are
// made afresh: a log gains a line or two at its end (the newest before it
// dimmed), and rebuilding a long game's whole log for each took 23 ms
// natively at 1,000 lines.
func (w *Widgets) setLines(s *scroll, lines []Line, width float64, top bool) {
	if width == s.width && slices.Equal(lines, s.lines) {
		return
	}
	follow := s.atEnd() && !top
	keep := 0
	if width == s.width {
		for keep < len(lines) && keep < len(s.lines) && lines[keep] == s.lines[keep] {
			keep++
		}
	}
	if keep == 0 {
		for _, k := range s.content.Children() {
			forget(k)
		}
		s.content.RemoveChildren()
	} else {
		rows := 0
		for _, n := range s.parts[:keep] {
			rows += n
		}
		// RemoveChild shifts the children it is given; remove a copy's.
		for _, k := range slices.Clone(s.content.Children()[rows:]) {
			forget(k)
			s.content.RemoveChild(k)
		}
	}
	s.lines, s.parts, s.width = append(s.lines[:keep], lines[keep:]...), s.parts[:keep], width
	th := w.th
	small, bold := text.Face(th.Small), text.Face(th.Bold)
	for _, l := range lines[keep:] {
		clr, face := th.Ink, &small
		if l.Dim {
			clr = th.InkDim
		}
		if l.Head {
			clr, face = th.Accent, &bold
		}
		if l.Chat {
			clr = th.Gold
		}
		parts := Wrap(l.Text, *face, width)
		for _, part := range parts {
			s.content.AddChild(&row{Text: widget.NewText(widget.TextOpts.Text(part, face, clr)), pass: &s.pass})
		}
		s.parts = append(s.parts, len(parts))
	}
	if follow {
		s.bar.Current = s.bar.Max
		s.view.ScrollTop = 1
	}
}

// syncLists makes a scrolling list for each TextList and places it.
func (w *Widgets) syncLists(ls []*TextList) {
	want := map[string]bool{}
	for _, l := range ls {
		want[l.ID] = true
		s, ok := w.lists[l.ID]
		if !ok {
			s = w.makeScroll()
			if l.Top {
				s.bar.Current, s.view.ScrollTop = 0, 0
			}
			w.lists[l.ID] = s
			w.inputs.AddChild(s.outer)
		}
		r := pixels(l.Rect)
		s.outer.GetWidget().LayoutData = r
		s.outer.SetLocation(r)
		// The text's width: the list's, less the scrollbar, the gap and
		// a margin, so that no line runs under the bar whatever the
		// rounding to whole pixels.
		bar := float64(int(w.th.Unit*1.2)+int(w.th.Unit/2)) + w.th.Unit
		w.setLines(s, l.Lines, math.Max(l.Rect.W-bar, 1), l.Top)
	}
	for id, s := range w.lists {
		if !want[id] {
			for _, k := range s.content.Children() {
				forget(k)
			}
			w.inputs.RemoveChild(s.outer)
			delete(w.lists, id)
		}
	}
}

// Scrolled reports how far the list id is scrolled back from its end, in
// thousandths of its length (for tests; 0 when it shows its end).
func (w *Widgets) Scrolled(id string) int {
	if s, ok := w.lists[id]; ok {
		return s.bar.Max - s.bar.Current
	}
	return 0
}

// ChoiceList is a scrolling list of entries the player picks one of (the
// saved games). A pick arrives from Widgets.Update as a click on a Button
// with the ID ID + ":" + the entry's index.
type ChoiceList struct {
	ID      string
	Rect    Rect
	Entries []string
}

// choice is a ChoiceList's ebitenui list.
type choice struct {
	list    *widget.List
	entries []string
}

func (w *Widgets) makeChoice(c *ChoiceList) *choice {
	th := w.th
	u := th.Unit
	ch := &choice{entries: slices.Clone(c.Entries)}
	entries := make([]any, len(c.Entries))
	for i := range c.Entries {
		entries[i] = i
	}
	face := text.Face(th.Body)
	id := c.ID
	panel := w.skin(skinKey{fill: th.Palette.Panel, radius: int(u)})
	track := w.skin(skinKey{fill: Darken(th.Palette.Panel, 14), radius: max(int(u/2), 1)})
	handle := w.skin(skinKey{fill: th.InkDim, radius: max(int(u/2), 1)})
	handleHi := w.skin(skinKey{fill: th.Ink, radius: max(int(u/2), 1)})
	pad := int(u)
	ch.list = widget.NewList(
		widget.ListOpts.Entries(entries),
		widget.ListOpts.EntryLabelFunc(func(e any) string {
			if i, ok := e.(int); ok && i < len(ch.entries) {
				return ch.entries[i]
			}
			return ""
		}),
		widget.ListOpts.EntryFontFace(&face),
		widget.ListOpts.EntryColor(&widget.ListEntryColor{
			Unselected: th.Ink, Selected: th.AccentInk, DisabledUnselected: th.InkDim, DisabledSelected: th.InkDim,
			SelectingBackground: th.PanelHi, SelectedBackground: th.Accent, FocusedBackground: th.PanelHi,
			SelectingFocusedBackground: th.PanelHi, SelectedFocusedBackground: th.Accent, DisabledSelectedBackground: th.Palette.Panel,
		}),
		widget.ListOpts.EntryTextPadding(&widget.Insets{Left: pad, Right: pad, Top: pad / 2, Bottom: pad / 2}),
		widget.ListOpts.EntryTextPosition(widget.TextPositionStart, widget.TextPositionCenter),
		widget.ListOpts.ScrollContainerImage(&widget.ScrollContainerImage{Idle: panel, Disabled: panel, Mask: panel}),
		widget.ListOpts.ScrollContainerPadding(widget.NewInsetsSimple(pad/2)),
		widget.ListOpts.SliderParams(&widget.SliderParams{
			TrackImage:  &widget.SliderTrackImage{Idle: track, Hover: track},
			HandleImage: &widget.ButtonImage{Idle: handle, Hover: handleHi, Pressed: handleHi},
		}),
		widget.ListOpts.HideHorizontalSlider(),
		widget.ListOpts.AllowReselect(),
		widget.ListOpts.EntrySelectedHandler(func(a *widget.ListEntrySelectedEventArgs) {
			if i, ok := a.Entry.(int); ok {
				w.picked = append(w.picked, id+":"+strconv.Itoa(i))
			}
		}),
	)
	return ch
}

// syncChoices makes a list for each ChoiceList and places it.
func (w *Widgets) syncChoices(cs []*ChoiceList) {
	want := map[string]bool{}
	for _, c := range cs {
		want[c.ID] = true
		ch, ok := w.choices[c.ID]
		if ok && !slices.Equal(ch.entries, c.Entries) {
			w.inputs.RemoveChild(ch.list)
			ok = false
		}
		if !ok {
			ch = w.makeChoice(c)
			w.choices[c.ID] = ch
			w.inputs.AddChild(ch.list)
		}
		r := pixels(c.Rect)
		ch.list.GetWidget().LayoutData = r
		ch.list.SetLocation(r)
	}
	for id, ch := range w.choices {
		if !want[id] {
			w.inputs.RemoveChild(ch.list)
			delete(w.choices, id)
		}
	}
}
