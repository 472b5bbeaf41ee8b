// Scrolling lists of text (the table's log and chat) on ebitenui: a scroll
// container with a scrollbar that follows the newest line unless the
// player has scrolled back to read.
package graphics

import (
	"math"
	"slices"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// TextList is a column of lines as a screen lays it out. Lines are wrapped
// to the list's width here.
type TextList struct {
	ID    string
	Rect  Rect
	Lines []Line
}

// Line is one paragraph of a TextList.
type Line struct {
	Text string
	Dim  bool // older things are dimmer than the newest
}

// scroll is a TextList's widgets.
type scroll struct {
	outer   *widget.Container // the view and its scrollbar side by side
	view    *widget.ScrollContainer
	content *widget.Container
	bar     *widget.Slider
	lines   []Line
	width   float64 // the width the lines were wrapped to
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
	s.outer.AddChild(s.view, s.bar)
	return s
}

// atEnd reports whether the newest line is in view.
func (s *scroll) atEnd() bool { return s.bar.Current >= s.bar.Max-1 }

// set shows lines wrapped to width; a list that showed its end keeps
// showing it.
func (w *Widgets) setLines(s *scroll, lines []Line, width float64) {
	if width == s.width && slices.Equal(lines, s.lines) {
		return
	}
	follow := s.atEnd()
	s.lines, s.width = slices.Clone(lines), width
	s.content.RemoveChildren()
	th := w.th
	face := text.Face(th.Small)
	for _, l := range lines {
		clr := th.Ink
		if l.Dim {
			clr = th.InkDim
		}
		for _, part := range Wrap(l.Text, face, width) {
			s.content.AddChild(widget.NewText(widget.TextOpts.Text(part, &face, clr)))
		}
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
			w.lists[l.ID] = s
			w.inputs.AddChild(s.outer)
		}
		r := pixels(l.Rect)
		s.outer.GetWidget().LayoutData = r
		s.outer.SetLocation(r)
		// The text's width: the list's, less the scrollbar and the gap.
		bar := float64(int(w.th.Unit*1.2) + int(w.th.Unit/2))
		w.setLines(s, l.Lines, math.Max(l.Rect.W-bar, 1))
	}
	for id, s := range w.lists {
		if !want[id] {
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
