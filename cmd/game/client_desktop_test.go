//go:build !headless && !js && linux

// The desktop program under Xvfb: it opens its window on the home screen
// and at a table, both screenshotted (with ImageMagick's import) into the
// test output folder, and an idle table's CPU use is measured. Needs Xvfb
// and import; without them the test skips saying why, except under
// CI=true, where it fails.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func needTool(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err == nil {
		return
	}
	why := fmt.Sprintf("desktop test needs %s (Debian: xvfb, imagemagick)", name)
	if os.Getenv("CI") == "true" {
		t.Fatal(why)
	}
	t.Skip(why)
}

func testOut(t *testing.T) string {
	d := os.Getenv("MAJLIS_TEST_OUT")
	if d == "" {
		d = filepath.Join("..", "..", "build", "test-out")
	}
	if err := os.MkdirAll(d, 0o755); err != nil {
		t.Fatal(err)
	}
	return d
}

// xvfb starts a virtual display and returns its name.
func xvfb(t *testing.T) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		t.Fatalf("Xvfb gave no display: %v", err)
	}
	return ":" + strings.TrimSpace(line)
}

type report struct {
	Screen string `json:"screen"`
	Step   int    `json:"step"`
	Frames uint64 `json:"frames"`
}

// runGame starts the program on display and returns its process and a
// channel of its test reports.
func runGame(t *testing.T, bin, display string, args ...string) (*exec.Cmd, <-chan report) {
	t.Helper()
	home := t.TempDir()
	cmd := exec.Command(bin, append([]string{"-test"}, args...)...)
	cmd.Env = append(os.Environ(), "DISPLAY="+display, "HOME="+home, "XDG_CONFIG_HOME="+home)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	ch := make(chan report, 100)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if s, ok := strings.CutPrefix(sc.Text(), "majlis-test "); ok {
				var r report
				if json.Unmarshal([]byte(s), &r) == nil {
					ch <- r
				}
			}
		}
		io.Copy(io.Discard, out)
		close(ch)
	}()
	return cmd, ch
}

func waitScreen(t *testing.T, ch <-chan report, screen string) report {
	t.Helper()
	deadline := time.After(60 * time.Second)
	for {
		select {
		case r, ok := <-ch:
			if !ok {
				t.Fatalf("the program ended before showing %s", screen)
			}
			if r.Screen == screen {
				return r
			}
		case <-deadline:
			t.Fatalf("timed out waiting for the %s screen", screen)
		}
	}
}

// screenshot captures the display once the window shows a frame: the
// frame reported drawn reaches the screen at the next present, so it polls
// until the capture has the many colours of a real frame.
func screenshot(t *testing.T, display, name string) {
	t.Helper()
	p := filepath.Join(testOut(t), name)
	deadline := time.Now().Add(30 * time.Second)
	for {
		cmd := exec.Command("import", "-display", display, "-window", "root", p)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("import: %v\n%s", err, out)
		}
		out, err := exec.Command("identify", "-format", "%k", p).Output()
		if err != nil {
			t.Fatalf("identify: %v", err)
		}
		n, _ := strconv.Atoi(strings.TrimSpace(string(out)))
		if n >= 50 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s has %d colours: the window shows no frame", name, n)
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Logf("screenshot %s", p)
}

// cpuTicks is the process's user+system time in clock ticks.
func cpuTicks(t *testing.T, pid int) int {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		t.Fatal(err)
	}
	f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+2:]))
	u, _ := strconv.Atoi(f[11])
	s, _ := strconv.Atoi(f[12])
	return u + s
}

func TestDesktopUnderXvfb(t *testing.T) {
	needTool(t, "Xvfb")
	needTool(t, "import")
	bin := filepath.Join(t.TempDir(), "game")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	display := xvfb(t)

	cmd, ch := runGame(t, bin, display)
	waitScreen(t, ch, "home")
	screenshot(t, display, "desktop-home.png")
	cmd.Process.Kill()
	cmd.Wait()

	// A table where the bots wait an hour: nothing changes, so nothing
	// should be redrawn and the program should be nearly idle.
	cmd, ch = runGame(t, bin, display, "-start", "ayubistan:4", "-bot-delay", "1h")
	r := waitScreen(t, ch, "table")
	screenshot(t, display, "desktop-table.png")
	start := cpuTicks(t, cmd.Process.Pid)
	t0 := time.Now()
	time.Sleep(3 * time.Second) // the interval measured, not a wait
	used := float64(cpuTicks(t, cmd.Process.Pid)-start) / 100 / time.Since(t0).Seconds()
	t.Logf("idle table: %.1f%% of a core (software GL under Xvfb), %d frames drawn before idling", used*100, r.Frames)
}
