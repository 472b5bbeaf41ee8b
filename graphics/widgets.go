// Widgets puts a screen's buttons, text fields and hover text on ebitenui.
// The screen's layout still decides where everything goes (Buttons and
// TextFields are plain values, so layout and hit areas are tested without a
// GPU); ebitenui draws the widgets, tracks hover and press, decides what a
// click hit, edits text (caret, selection, keys) and shows hover text.
//
// ebitenui reads the pointer through a cursor we feed from Input, so a
// click made by autoplay or a test travels the same path as the mouse.
// ebitenui keeps its cursor and event queue in package variables, so each
// Widgets installs its cursor and input layers before every update; two
// clients in one process (tests) take turns.
package graphics

import (
	"fmt"
	"image"
	"image/color"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/event"
	euimage "github.com/ebitenui/ebitenui/image"
	euinput "github.com/ebitenui/ebitenui/input"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// TextField is a one-line text input as a screen lays it out. Widgets
// keeps Value, Focused and Submitted in step with the ebitenui input; a
// screen may set Value (to clear it after sending) and Focused.
type TextField struct {
	ID          string
	Value       string
	Placeholder string
	Max         int // in runes; 0 means 40
	// Filter maps a typed rune to what is kept (0 drops it); nil keeps
	// printable runes.
	Filter  func(rune) rune
	Focused bool
	Rect    Rect
	// Submitted says Enter was pressed in the field during this tick.
	Submitted bool
}

// clean applies the field's filter and length to s.
func (f *TextField) clean(s string) string {
	max := f.Max
	if max == 0 {
		max = 40
	}
	var out []rune
	for _, c := range s {
		if f.Filter != nil {
			c = f.Filter(c)
		} else if !unicode.IsPrint(c) {
			c = 0
		}
		if c != 0 && len(out) < max {
			out = append(out, c)
		}
	}
	return string(out)
}

// CodeFilter keeps letters and digits of a room code, upper-cased.
func CodeFilter(c rune) rune {
	c = unicode.ToUpper(c)
	if strings.ContainsRune("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-", c) {
		return c
	}
	return 0
}

// Widgets is one client's ebitenui interface.
type Widgets struct {
	th      *Theme
	unit    float64 // the theme's unit the widgets were made for
	ui      *ebitenui.UI
	buttons *widget.Container // the buttons, in drawing order
	inputs  *widget.Container // the text fields, over the buttons
	cursor  *cursor

	items   map[string]*item // by key (see keys)
	order   []string         // the keys of the buttons layer's children
	bs      Buttons
	ks      []string // keys(bs)
	fields  map[string]*field
	lists   map[string]*scroll
	choices map[string]*choice
	picked  []string // choice entries picked during this tick ("id:index")
	clicked []string // keys clicked during this tick
	tip     string   // the hover text shown during this tick
	skins   map[skinKey]*euimage.NineSlice
	glyphs  map[glyphKey]*ebiten.Image
}

type item struct {
	btn  *widget.Button    // a clickable (or disabled) button or target
	area *widget.Container // a hover area (StyleTip)
	tip  *widget.Text      // the hover text, nil until first hovered (tipsAt)
	box  *widget.Container // tip's box, hidden while a button above shows its own
}

type field struct {
	f     *TextField
	in    *widget.TextInput
	shown *quietInput // in, as the interface holds and draws it
	seen  string      // the value last copied between field and widget
}

// NewWidgets makes an empty interface drawn with th.
func NewWidgets(th *Theme) *Widgets {
	w := &Widgets{th: th, cursor: &cursor{}}
	w.reset()
	return w
}

// reset drops every widget: the theme's sizes changed, and skins, faces and
// icons are made for one size.
func (w *Widgets) reset() {
	w.unit = w.th.Unit
	w.items, w.fields, w.order = map[string]*item{}, map[string]*field{}, nil
	w.lists, w.choices = map[string]*scroll{}, map[string]*choice{}
	w.skins, w.glyphs = map[skinKey]*euimage.NineSlice{}, map[glyphKey]*ebiten.Image{}
	w.buttons = widget.NewContainer(widget.ContainerOpts.Layout(placed{}))
	w.inputs = widget.NewContainer(widget.ContainerOpts.Layout(placed{}))
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewStackedLayout()))
	root.AddChild(w.buttons, w.inputs)
	w.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
}

// placed is an ebitenui layout that puts each child at the rectangle the
// screen's layout gave it (kept in the child's LayoutData).
type placed struct{}

func (placed) PreferredSize([]widget.PreferredSizeLocateableWidget) (int, int) { return 0, 0 }

func (placed) Layout(ws []widget.PreferredSizeLocateableWidget, _ image.Rectangle) {
	for _, c := range ws {
		if r, ok := c.GetWidget().LayoutData.(image.Rectangle); ok {
			c.SetLocation(r)
		}
	}
}

func pixels(r Rect) image.Rectangle {
	return image.Rect(int(r.X+0.5), int(r.Y+0.5), int(r.Right()+0.5), int(r.Bottom()+0.5))
}

// keys names each button by its ID, its place among buttons of the same
// ID, and what changes its widget's make-up (style, selection, hover
// text), so a widget is reused while those stay the same.
func keys(bs Buttons) []string {
	seen := map[string]int{}
	out := make([]string, len(bs))
	for i, b := range bs {
		n := seen[b.ID]
		seen[b.ID]++
		out[i] = fmt.Sprintf("%s#%d/%d/%t/%t/%t", b.ID, n, b.Style, b.Selected, b.Tip != "", b.Icon != "")
	}
	return out
}

// Extras are the widgets of a screen besides its buttons.
type Extras struct {
	Fields  []*TextField
	Lists   []*TextList
	Choices []*ChoiceList
}

// Sync makes the widgets match a new layout: bs in drawing order (later
// ones on top) and the screen's other widgets.
func (w *Widgets) Sync(bs Buttons, ex Extras) {
	if w.th.Unit != w.unit {
		w.reset()
	}
	w.bs = bs
	bs = w.roomForLabels(bs)
	ks := keys(bs)
	w.ks = ks
	want := map[string]bool{}
	for _, k := range ks {
		want[k] = true
	}
	// Keep the widgets still laid out (a press in progress stays
	// pressed), drop the others, add the new ones on top.
	var kept []string
	for _, k := range w.order {
		if want[k] {
			kept = append(kept, k)
			continue
		}
		it := w.items[k]
		w.buttons.RemoveChild(it.widget())
		delete(w.items, k)
	}
	w.order = kept
	for i, k := range ks {
		if _, ok := w.items[k]; !ok {
			it := w.makeItem(k, bs[i])
			w.items[k] = it
			w.buttons.AddChild(it.widget())
			w.order = append(w.order, k)
		}
	}
	if !sameVisibleOrder(w.order, ks, bs) {
		// Two buttons changed places in the drawing order: build afresh
		// so the one on top is drawn on top.
		w.buttons.RemoveChildren()
		w.items, w.order = map[string]*item{}, nil
		for i, k := range ks {
			it := w.makeItem(k, bs[i])
			w.items[k] = it
			w.buttons.AddChild(it.widget())
			w.order = append(w.order, k)
		}
	}
	for i, k := range ks {
		w.items[k].update(w, bs[i])
	}
	w.buttons.RequestRelayout()
	w.syncFields(ex.Fields)
	w.syncLists(ex.Lists)
	w.syncChoices(ex.Choices)
	// The layers cover the screen now, not at the next draw: a click on
	// nothing takes the focus from a field.
	full := image.Rectangle{Max: w.th.screen}
	for _, c := range []*widget.Container{w.ui.Container.(*widget.Container), w.buttons, w.inputs} {
		c.SetLocation(full)
	}
	// ebitenui adds event handlers at its next update; add them now so a
	// click in this tick reaches the new widgets.
	event.ExecuteDeferred()
}

// sameVisibleOrder reports whether the drawn buttons (hover areas draw
// nothing) keep the layout's order in order.
func sameVisibleOrder(order, ks []string, bs Buttons) bool {
	rank := map[string]int{}
	for i, k := range ks {
		if bs[i].Style != StyleTip {
			rank[k] = i
		}
	}
	last := -1
	for _, k := range order {
		r, ok := rank[k]
		if !ok {
			continue
		}
		if r < last {
			return false
		}
		last = r
	}
	return true
}

func (it *item) widget() widget.PreferredSizeLocateableWidget {
	if it.btn != nil {
		return it.btn
	}
	return it.area
}

// makeItem builds the widget of one button.
func (w *Widgets) makeItem(key string, b Button) *item {
	it := &item{}
	// Its hover text comes when the pointer does (tipsAt).
	opts := []widget.WidgetOpt{widget.WidgetOpts.LayoutData(pixels(b.Rect))}
	if b.Style == StyleTip {
		it.area = widget.NewContainer(widget.ContainerOpts.WidgetOpts(opts...))
		return it
	}
	if b.Enabled() {
		opts = append(opts, widget.WidgetOpts.CursorHovered(euinput.CURSOR_POINTER))
	}
	th := w.th
	label, face := w.fitLabel(b)
	bopts := []widget.ButtonOpt{
		widget.ButtonOpts.WidgetOpts(opts...),
		widget.ButtonOpts.Image(w.buttonImage(b)),
		// Our screens read the keyboard themselves (Enter answers the
		// only option); a focused button must not answer it too.
		widget.ButtonOpts.DisableDefaultKeys(),
		widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) {
			w.clicked = append(w.clicked, key)
		}),
	}
	if b.Style != StyleGhost {
		fg := th.Ink
		switch {
		case b.Selected || b.Style == StylePrimary:
			fg = th.AccentInk
		case b.Style == StyleDisabled:
			fg = th.InkDim
		}
		colors := &widget.ButtonTextColor{Idle: fg, Disabled: th.InkDim, Hover: fg, Pressed: fg}
		bopts = append(bopts, widget.ButtonOpts.TextPadding(&widget.Insets{Left: w.pad(b), Right: w.pad(b)}))
		switch {
		case b.Icon != "" && b.Label == "":
			bopts = append(bopts, widget.ButtonOpts.Graphic(w.iconImage(b, fg)))
		case b.Icon != "":
			bopts = append(bopts, widget.ButtonOpts.TextAndImage(label, &face, w.iconImage(b, fg), colors))
		default:
			bopts = append(bopts, widget.ButtonOpts.Text(label, &face, colors))
		}
	}
	it.btn = widget.NewButton(bopts...)
	it.btn.GetWidget().Disabled = !b.Enabled()
	return it
}

// update carries a button's rectangle, label and hover text over to its
// widget.
func (it *item) update(w *Widgets, b Button) {
	wd := it.widget()
	r := pixels(b.Rect)
	wd.GetWidget().LayoutData = r
	// Placed now, not at the next draw, so a click in this same tick
	// already finds it.
	wd.SetLocation(r)
	if it.btn != nil && b.Label != "" {
		label, face := w.fitLabel(b)
		if t := it.btn.Text(); t != nil {
			t.SetFace(&face)
		}
		it.btn.SetText(label)
	}
	// tipsAt sets the hover text's words as it shows.
}

// fitLabel shortens a label to its button and picks the face.
func (w *Widgets) fitLabel(b Button) (string, text.Face) {
	th := w.th
	face, room := w.labelRoom(b)
	if b.Label == "" {
		return "", face
	}
	// A label too long for the bold face is set in the small one before
	// it is cut (a phone's narrow buttons).
	if TextWidth(b.Label, face) > room+1 && TextWidth(b.Label, th.Small) <= room+1 {
		face = th.Small
	}
	return Ellipsize(b.Label, face, room+1), face
}

// roomForLabels drops the icon of a button whose label would not fit
// beside it in its button's face: the words say what the button does, the
// icon only repeats it (a phone's buttons three to a row).
func (w *Widgets) roomForLabels(bs Buttons) Buttons {
	var out Buttons
	for i, b := range bs {
		if b.Icon == "" || b.Label == "" || b.Style == StyleTip {
			continue
		}
		if face, room := w.labelRoom(b); TextWidth(b.Label, face) <= room+1 {
			continue
		}
		if out == nil {
			out = slices.Clone(bs)
		}
		out[i].Icon = ""
	}
	if out == nil {
		return bs
	}
	return out
}

// labelRoom is the face a button's label is first set in (the bold one,
// or the small one on a low button) and the width it has beside the icon.
func (w *Widgets) labelRoom(b Button) (text.Face, float64) {
	inner := b.Rect.Inset(w.th.Unit)
	face := text.Face(w.th.Bold)
	if LineHeight(face) > inner.H*1.2 {
		face = w.th.Small
	}
	return face, w.th.LabelRoom(b)
}

// LabelRoom is the width b's label has between its padding and beside its
// icon: a view that shortens a label itself fits it to this.
func (th *Theme) LabelRoom(b Button) float64 {
	room := b.Rect.W - 2*float64(th.buttonPad(b))
	if b.Icon != "" {
		room -= b.Rect.Inset(th.Unit).H + iconGap
	}
	return room
}

// iconGap is the room ebitenui's button leaves between label and icon.
const iconGap = 10

// pad is the room left and right of a button's content: less on small
// chips with an icon, which need the width for the label, and least on
// the narrowest.
func (w *Widgets) pad(b Button) int { return w.th.buttonPad(b) }

func (th *Theme) buttonPad(b Button) int {
	switch {
	case b.Rect.W < th.Unit*6:
		// A chip a few letters wide (a Hero's initials on a card).
		return int(th.Unit / 4)
	case b.Icon != "" && b.Rect.H < th.Unit*7:
		return int(th.Unit / 2)
	}
	return int(th.Unit)
}

// toolTip makes the hover text shown beside the pointer, turned towards
// the middle of the screen so it stays on it.
func (w *Widgets) toolTip(b Button) (*widget.ToolTip, *widget.Text, *widget.Container) {
	th := w.th
	u := th.Unit
	face := text.Face(th.Body)
	content := widget.NewContainer(
		widget.ContainerOpts.BackgroundImage(w.skin(skinKey{fill: Darken(th.PanelHi, 30), radius: int(u)})),
		widget.ContainerOpts.Layout(widget.NewAnchorLayout(widget.AnchorLayoutOpts.Padding(widget.NewInsetsSimple(int(u))))),
	)
	// Turned towards the middle, the text has at least half the screen
	// beside the pointer: no wider than that, so it stays on a phone too.
	txt := widget.NewText(widget.TextOpts.Text(b.Tip, &face, th.Ink), widget.TextOpts.MaxWidth(max(u*12, min(u*38, w.screenW()/2-u*4))))
	content.AddChild(txt)
	tt := widget.NewToolTip(
		widget.ToolTipOpts.Content(content),
		widget.ToolTipOpts.Position(widget.TOOLTIP_POS_CURSOR_STICKY),
		// Called on every update while it shows, hidden or not (tipsAt).
		widget.ToolTipOpts.ToolTipUpdater(func(widget.Containerer) {
			if content.GetWidget().GetVisibility() == widget.Visibility_Show {
				w.tip = txt.Label
			}
		}),
	)
	// The screen's size is the theme's: a unit is 1/8 of 800 pixels at
	// most, so compare with the button's place on a screen of that scale.
	tt.ContentOriginHorizontal, tt.ContentOriginVertical = widget.TOOLTIP_ANCHOR_START, widget.TOOLTIP_ANCHOR_START
	tt.Offset = image.Pt(int(2*u), int(2*u))
	if b.Rect.CX() > w.screenW()/2 {
		tt.ContentOriginHorizontal = widget.TOOLTIP_ANCHOR_END
		tt.Offset.X = -int(2 * u)
	}
	if b.Rect.CY() > w.screenH()/2 {
		tt.ContentOriginVertical = widget.TOOLTIP_ANCHOR_END
		tt.Offset.Y = -int(u)
	}
	return tt, txt, content
}

func (w *Widgets) screenW() float64 { return float64(w.th.screen.X) }
func (w *Widgets) screenH() float64 { return float64(w.th.screen.Y) }

// skinKey names a nine-slice: a rounded fill, or an outline.
type skinKey struct {
	fill, line color.RGBA
	radius     int
	width      int // of the outline
	shadow     int // pixels of shadow under the fill
}

// skin returns the nine-slice of k, drawn once and kept.
func (w *Widgets) skin(k skinKey) *euimage.NineSlice {
	if s, ok := w.skins[k]; ok {
		return s
	}
	c := max(k.radius, k.width, 1)
	side := 2*c + 2
	img := ebiten.NewImage(side, side+k.shadow)
	th := w.th
	if k.width > 0 {
		th.Outline(img, 0, 0, float64(side), float64(side), float64(k.width), k.line)
	} else {
		if k.shadow > 0 {
			th.RoundRect(img, 0, float64(k.shadow), float64(side), float64(side), float64(k.radius), th.Shadow)
		}
		th.RoundRect(img, 0, 0, float64(side), float64(side), float64(k.radius), k.fill)
	}
	s := euimage.NewNineSlice(img, [3]int{c, 2, c}, [3]int{c, 2, c + k.shadow})
	w.skins[k] = s
	return s
}

// buttonImage is a button's look in each state.
func (w *Widgets) buttonImage(b Button) *widget.ButtonImage {
	th := w.th
	if b.Style == StyleGhost {
		wd := max(int(th.Unit*0.5), 1)
		idle := w.skin(skinKey{line: th.Accent, width: wd})
		hover := w.skin(skinKey{line: th.Gold, width: wd})
		return &widget.ButtonImage{Idle: idle, Hover: hover, Pressed: hover, PressedHover: hover, Disabled: idle}
	}
	bg := th.PanelHi
	switch {
	case b.Selected:
		bg = th.Gold
	case b.Style == StylePrimary:
		bg = th.Accent
	case b.Style == StyleDisabled:
		bg = th.Palette.Panel
	}
	r, sh := int(th.Unit), int(th.Unit*0.3)
	idle := w.skin(skinKey{fill: bg, radius: r, shadow: sh})
	hover := w.skin(skinKey{fill: lighten(bg, 24), radius: r, shadow: sh})
	pressed := w.skin(skinKey{fill: Darken(bg, 16), radius: r, shadow: sh})
	return &widget.ButtonImage{Idle: idle, Hover: hover, Pressed: pressed, PressedHover: pressed, Disabled: idle}
}

type glyphKey struct {
	name string
	clr  color.RGBA
	size int
}

// iconImage is a button's icon, tinted and sized for it.
func (w *Widgets) iconImage(b Button, clr color.RGBA) *widget.GraphicImage {
	size := max(int(b.Rect.Inset(w.th.Unit).H), 1)
	get := func(c color.RGBA) *ebiten.Image {
		k := glyphKey{b.Icon, c, size}
		if img, ok := w.glyphs[k]; ok {
			return img
		}
		img := ebiten.NewImage(size, size)
		w.th.DrawIcon(img, b.Icon, R(0, 0, float64(size), float64(size)), c)
		w.glyphs[k] = img
		return img
	}
	return &widget.GraphicImage{Idle: get(clr), Disabled: get(w.th.InkDim)}
}

// syncFields makes a text input for each field and places it.
func (w *Widgets) syncFields(fs []*TextField) {
	want := map[string]bool{}
	for _, f := range fs {
		want[f.ID] = true
		fd, ok := w.fields[f.ID]
		if !ok {
			fd = w.makeField(f)
			w.fields[f.ID] = fd
			w.inputs.AddChild(fd.shown)
		}
		fd.f = f
		r := pixels(f.Rect)
		fd.in.GetWidget().LayoutData = r
		fd.in.SetLocation(r)
		fd.push()
	}
	for id, fd := range w.fields {
		if !want[id] {
			w.inputs.RemoveChild(fd.shown)
			delete(w.fields, id)
		}
	}
	w.inputs.RequestRelayout()
}

func (w *Widgets) makeField(f *TextField) *field {
	th := w.th
	face := text.Face(th.Body)
	pad := int(th.Unit)
	fd := &field{f: f}
	idle := w.skin(skinKey{fill: Darken(th.Palette.Panel, 20), radius: int(th.Unit * 0.6)})
	disabled := w.skin(skinKey{fill: th.Palette.Panel, radius: int(th.Unit * 0.6)})
	fd.in = widget.NewTextInput(
		widget.TextInputOpts.WidgetOpts(widget.WidgetOpts.LayoutData(pixels(f.Rect))),
		widget.TextInputOpts.Image(&widget.TextInputImage{Idle: idle, Disabled: disabled}),
		widget.TextInputOpts.Face(&face),
		widget.TextInputOpts.Color(&widget.TextInputColor{Idle: th.Ink, Disabled: th.InkDim, Caret: th.Accent, DisabledCaret: th.InkDim}),
		widget.TextInputOpts.Padding(&widget.Insets{Left: pad, Right: pad, Top: pad, Bottom: pad}),
		widget.TextInputOpts.Placeholder(f.Placeholder),
		widget.TextInputOpts.CaretWidth(max(int(th.Unit*0.3), 1)),
		widget.TextInputOpts.Validation(func(s string) (bool, *string) {
			c := fd.f.clean(s)
			if c != s {
				return false, &c
			}
			return true, nil
		}),
		widget.TextInputOpts.SubmitHandler(func(*widget.TextInputChangedEventArgs) {
			fd.f.Submitted = true
		}),
	)
	fd.shown = &quietInput{
		TextInput: fd.in, idle: idle, disabled: disabled, pad: pad,
		placeholder: f.Placeholder, ink: th.Ink, dim: th.InkDim,
		text: widget.NewText(widget.TextOpts.Text("", &face, th.Ink)),
	}
	fd.shown.text.Validate()
	return fd
}

// push carries a value or focus the screen set over to the widget.
func (fd *field) push() {
	if fd.f.Value != fd.seen {
		v := fd.f.clean(fd.f.Value)
		fd.in.SetText(v)
		fd.f.Value, fd.seen = v, v
	}
	if fd.f.Focused != fd.in.IsFocused() {
		fd.in.Focus(fd.f.Focused)
	}
}

// pull carries what was typed back to the screen's field.
func (fd *field) pull() {
	fd.f.Value = fd.in.GetText()
	fd.seen = fd.f.Value
	fd.f.Focused = fd.in.IsFocused()
}

// Update runs ebitenui for one tick with the pointer in in and returns
// the button clicked, if any. A click that arrives without its press (a
// tap, autoplay, a test) is played to ebitenui as a press and a release.
func (w *Widgets) Update(in Input) (Button, bool) {
	euinput.SetCursorUpdater(w.cursor)
	// ebitenui's input layers are package state too, set up as a UI
	// draws: set up ours, so another client's last frame (or none yet)
	// decides nothing here.
	euinput.SetupInputLayersWithDeferred([]euinput.Layerer{w.ui.Container})
	for _, fd := range w.fields {
		fd.f.Submitted = false
		fd.push()
	}
	w.clicked, w.picked, w.tip = w.clicked[:0], w.picked[:0], ""
	x, y := int(in.X), int(in.Y)
	w.tipsAt(x, y)
	if in.Click && !w.cursor.down {
		w.cursor.tick(x, y, true)
		w.ui.Update()
	}
	w.cursor.tick(x, y, in.Pressed && !in.Click)
	w.ui.Update()
	for _, fd := range w.fields {
		fd.pull()
	}
	if len(w.picked) > 0 {
		return Button{ID: w.picked[0]}, true
	}
	// Widgets that overlap both hear a click; the one on top has it.
	for i := len(w.ks) - 1; i >= 0; i-- {
		for _, c := range w.clicked {
			if c == w.ks[i] && w.bs[i].Enabled() {
				return w.bs[i], true
			}
		}
	}
	return Button{}, false
}

// tipsAt gives the buttons under x, y their hover text if they have none
// yet. A screen has many buttons with one, and few are ever hovered:
// made with every button, they were nearly half the cost of a layout's
// new widgets (BenchmarkWidgetsSyncNew), paid by a table in each layout
// that adds cards.
//
// ebitenui shows the hover text of every widget under the pointer, so a
// card's and an option's on it came one over the other, each hiding the
// other's lines. Only the topmost's shows, and it says every text under
// the pointer, the lowest first (the card, then what clicking does).
// The others are hidden, not taken off: ebitenui closes a hover text's
// window only in its own widget's update, so one taken off while it
// showed would stay on the screen.
func (w *Widgets) tipsAt(x, y int) {
	p := image.Pt(x, y)
	var top *item
	var said []string
	for i, k := range w.ks {
		it := w.items[k]
		if w.bs[i].Tip == "" || it == nil || !p.In(it.widget().GetWidget().Rect) {
			continue
		}
		if it.tip == nil {
			tt, txt, box := w.toolTip(w.bs[i])
			it.tip, it.box = txt, box
			widget.WidgetOpts.ToolTip(tt)(it.widget().GetWidget())
		}
		top = it
		said = append(said, w.bs[i].Tip)
	}
	for _, k := range w.ks {
		it := w.items[k]
		if it == nil || it.box == nil {
			continue
		}
		if it != top {
			it.box.GetWidget().SetVisibility(widget.Visibility_Hide)
			continue
		}
		it.box.GetWidget().SetVisibility(widget.Visibility_Show)
		it.tip.Label = strings.Join(said, "\n")
	}
}

// Tip is the hover text showing now ("" when none).
func (w *Widgets) Tip() string { return w.tip }

// Draw draws the widgets, then over (when not nil: what a screen draws on
// its widgets), then any hover text.
func (w *Widgets) Draw(dst *ebiten.Image, over func(*ebiten.Image)) {
	w.ui.PostRenderHook = over
	w.ui.Draw(dst)
}

// Typing reports whether a text field has the keyboard (its caret blinks,
// so the screen is redrawn now and then).
func (w *Widgets) Typing() bool {
	for _, fd := range w.fields {
		if fd.in.IsFocused() {
			return true
		}
	}
	return false
}

// CaretPeriod is how often a screen with a focused field is redrawn: a
// few times per blink of ebitenui's caret (450 ms).
const CaretPeriod = 150 * time.Millisecond

// cursor is ebitenui's pointer, fed from Input instead of the mouse.
type cursor struct {
	x, y               int
	down, pressed, rel bool
}

// tick moves the pointer and sets the button state for one ebitenui
// update.
func (c *cursor) tick(x, y int, down bool) {
	c.pressed = down && !c.down
	c.rel = !down && c.down
	c.x, c.y, c.down = x, y, down
}

func (c *cursor) Update()                    {}
func (c *cursor) AfterUpdate()               {}
func (c *cursor) Draw(*ebiten.Image)         {}
func (c *cursor) AfterDraw(*ebiten.Image)    {}
func (c *cursor) CursorPosition() (int, int) { return c.x, c.y }
func (c *cursor) GetCursorImage(string) *ebiten.Image {
	return nil // the system's cursors
}
func (c *cursor) GetCursorOffset(string) image.Point { return image.Point{} }

func (c *cursor) MouseButtonPressed(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonLeft && c.down
}

func (c *cursor) MouseButtonJustPressed(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonLeft && c.pressed
}

func (c *cursor) MouseButtonJustReleased(b ebiten.MouseButton) bool {
	return b == ebiten.MouseButtonLeft && c.rel
}
