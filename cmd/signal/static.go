// This file serves the web client's files with their content types and
// compression: a precompressed NAME.br or NAME.gz beside a file is sent
// when the browser accepts it, otherwise text-like files are gzipped on
// the fly.

package main

import (
	"compress/gzip"
	"io"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func init() {
	// Browsers compile WebAssembly while streaming only with this type.
	_ = mime.AddExtensionType(".wasm", "application/wasm")
	_ = mime.AddExtensionType(".js", "text/javascript; charset=utf-8")
}

func static(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") || name == "/" {
			name = path.Join(name, "index.html")
		}
		w.Header().Add("Vary", "Accept-Encoding")
		ctype := mime.TypeByExtension(path.Ext(name))
		accept := r.Header.Get("Accept-Encoding")
		for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if !strings.Contains(accept, enc.token) {
				continue
			}
			p := filepath.Join(dir, filepath.FromSlash(name+enc.ext))
			if st, err := os.Stat(p); err == nil && !st.IsDir() {
				if ctype != "" {
					w.Header().Set("Content-Type", ctype)
				}
				w.Header().Set("Content-Encoding", enc.token)
				http.ServeFile(w, r, p)
				return
			}
		}
		if strings.Contains(accept, "gzip") && compressible(ctype) {
			w.Header().Set("Content-Encoding", "gzip")
			w.Header().Del("Content-Length")
			gz := gzip.NewWriter(w)
			defer gz.Close()
			files.ServeHTTP(gzipWriter{ResponseWriter: w, w: gz}, r)
			return
		}
		files.ServeHTTP(w, r)
	})
}

func compressible(ctype string) bool {
	for _, p := range []string{"text/", "application/javascript", "application/json", "application/wasm", "image/svg"} {
		if strings.HasPrefix(ctype, p) {
			return true
		}
	}
	return false
}

// gzipWriter compresses a response; it drops Content-Length, which would
// count uncompressed bytes.
type gzipWriter struct {
	http.ResponseWriter
	w io.Writer
}

func (g gzipWriter) WriteHeader(code int) {
	g.ResponseWriter.Header().Del("Content-Length")
	g.ResponseWriter.WriteHeader(code)
}

func (g gzipWriter) Write(b []byte) (int, error) { return g.w.Write(b) }
