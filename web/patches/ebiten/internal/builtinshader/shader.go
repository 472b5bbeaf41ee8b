// Copyright 2022 The Ebitengine Authors
// Copyright 2026 The Majlis Authors: ShaderSource writes its source
// without text/template.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

// Package builtinshader stands in for Ebitengine's shader.go of
// internal/builtinshader in the web client's build (web/flags.sh gives it
// to the go command as an -overlay). Ebitengine v2.9.9 writes its built-in
// shaders with text/template, and text/template calls methods by name
// through reflection: the linker then keeps every exported method of
// every type that reaches an interface, used or not. This file writes the
// same bytes with plain code, for the same 18 choices of filter, address
// and colour matrix (the test compares them with Ebitengine's own
// defs.go, which Ebitengine generates from its template), and so takes
// 0.6 MB off the gzip copy of game.wasm.
//
// Its declarations are those of the file it replaces, in the same
// package; the test also checks that file is the one this was written
// against.
package builtinshader

import (
	"bytes"
	"sync"
)

type Filter int

const (
	FilterNearest Filter = iota
	FilterLinear
	FilterPixelated
)

const FilterCount = 3

type Address int

const (
	AddressUnsafe Address = iota
	AddressClampToZero
	AddressRepeat
)

const AddressCount = 3

const (
	UniformColorMBody        = "ColorMBody"
	UniformColorMTranslation = "ColorMTranslation"
)

var (
	shaders  [FilterCount][AddressCount][2][]byte
	shadersM sync.Mutex
)

// ShaderSource returns the built-in shader source based on the given parameters.
//
// Each write below is a line of Ebitengine's template or the newline an
// action's line leaves behind, in the template's order, so that the
// result is the template's byte for byte.
func ShaderSource(filter Filter, address Address, useColorM bool) []byte {
	shadersM.Lock()
	defer shadersM.Unlock()

	var c int
	if useColorM {
		c = 1
	}
	if s := shaders[filter][address][c]; s != nil {
		return s
	}

	var b bytes.Buffer
	w := func(lines ...string) {
		for _, l := range lines {
			b.WriteString(l)
			b.WriteByte('\n')
		}
	}
	w("//kage:unit pixels", "", "package main", "")
	if useColorM {
		w("", "var ColorMBody mat4", "var ColorMTranslation vec4")
	}
	w("", "")
	if address == AddressRepeat {
		w("",
			"func adjustSrcPosForAddressRepeat(p vec2) vec2 {",
			"\torigin := imageSrc0Origin()",
			"\tsize := imageSrc0Size()",
			"\treturn mod(p - origin, size) + origin",
			"}")
	}
	w("", "", "func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {")
	if filter == FilterNearest {
		switch address {
		case AddressUnsafe:
			w("", "", "\tclr := imageSrc0UnsafeAt(srcPos)")
		case AddressClampToZero:
			w("", "", "\tclr := imageSrc0At(srcPos)")
		case AddressRepeat:
			w("", "", "\tclr := imageSrc0At(adjustSrcPosForAddressRepeat(srcPos))")
		default:
			w("", "")
		}
		w("")
	} else {
		w("")
		switch filter {
		case FilterLinear:
			w("", "\tp0 := srcPos - 1/2.0", "\tp1 := srcPos + 1/2.0")
		case FilterPixelated:
			w("",
				"\t// inversedScale is the size of the region on the source image.",
				"\t// The size is the inverse of the geometry-matrix scale.",
				"\tinversedScale := vec2(abs(dfdx(srcPos.x)), abs(dfdy(srcPos.y)))",
				"\t// Cap the inversedScale to 1 as dfdx/dfdy is not accurate on some machines (#3182).",
				"\tinversedScale = min(inversedScale, vec2(1))",
				"\tp0 := srcPos - inversedScale/2.0",
				"\tp1 := srcPos + inversedScale/2.0")
		default:
			w("")
		}
		w("", "")
		if address == AddressRepeat {
			w("", "\tp0 = adjustSrcPosForAddressRepeat(p0)", "\tp1 = adjustSrcPosForAddressRepeat(p1)")
		}
		w("", "")
		if address == AddressUnsafe {
			w("",
				"\tc0 := imageSrc0UnsafeAt(p0)",
				"\tc1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))",
				"\tc2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))",
				"\tc3 := imageSrc0UnsafeAt(p1)")
		} else {
			w("",
				"\tc0 := imageSrc0At(p0)",
				"\tc1 := imageSrc0At(vec2(p1.x, p0.y))",
				"\tc2 := imageSrc0At(vec2(p0.x, p1.y))",
				"\tc3 := imageSrc0At(p1)")
		}
		w("", "")
		switch filter {
		case FilterLinear:
			w("", "\trate := fract(p1)")
		case FilterPixelated:
			w("", "\trate := clamp(fract(p1)/inversedScale, 0, 1)")
		default:
			w("")
		}
		w("", "\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)")
	}
	w("", "")
	if useColorM {
		w("",
			"\t// Un-premultiply alpha.",
			"\t// When the alpha is 0, 1-sign(alpha) is 1.0, which means division does nothing.",
			"\tclr.rgb /= clr.a + (1-sign(clr.a))",
			"\t// Apply the clr matrix.",
			"\tclr = (ColorMBody * clr) + ColorMTranslation",
			"\t// Premultiply alpha",
			"\tclr.rgb *= clr.a",
			"\t// Apply the color scale.",
			"\tclr *= color",
			"\t// Clamp the output.",
			"\tclr.rgb = min(clr.rgb, clr.a)")
	} else {
		w("", "\t// Apply the color scale.", "\tclr *= color")
	}
	w("", "", "\treturn clr", "}", "")

	s := b.Bytes()
	shaders[filter][address][c] = s
	return s
}

//ebitengine:shadersource
const ClearShaderSource = `//kage:unit pixels

package main

func Fragment() vec4 {
	return vec4(0)
}
`
