package app

import (
	"testing"
	"testing/fstest"
)

// TestReadDropped: of the files dropped on the window, the first regular
// one is read; a drop of folders alone is no file.
func TestReadDropped(t *testing.T) {
	fsys := fstest.MapFS{
		"a-folder/x.txt": {Data: []byte("inside")},
		"game.majlis":    {Data: []byte("the log")},
	}
	name, b, err := readDropped(fsys)
	if err != nil || name != "game.majlis" || string(b) != "the log" {
		t.Fatalf("read %q %q %v", name, b, err)
	}
	if _, _, err := readDropped(fstest.MapFS{"a-folder/x.txt": {}}); err != errNoFile {
		t.Fatalf("a drop of a folder: %v, want errNoFile", err)
	}
}
