package web

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The page's build leaves Ebitengine's Kage compiler out (about 225 KB of
// the gzipped page): its shaders are compiled when the page is built.
func TestTrimmedBrowserBuildLeavesTheShaderCompilerOut(t *testing.T) {
	deps := trimmedBrowserDeps(t)
	require.Contains(t, deps, "github.com/hajimehoshi/ebiten/v2/internal/graphics")
	for _, p := range []string{
		"github.com/hajimehoshi/ebiten/v2/internal/shader",
		"go/parser", "go/scanner", "go/ast", "go/build/constraint",
	} {
		assert.NotContains(t, deps, p)
	}
}

// CompileShader takes the program from the table instead of the compiler,
// and the compiler's import goes.
func TestCompileShaderReadsTheTable(t *testing.T) {
	src := "import (\n\t\"github.com/hajimehoshi/ebiten/v2/internal/shader\"\n)\n" +
		"\tir, err := shader.Compile(completeShaderSource(fragmentSrc), vert, frag, ShaderSrcImageCount)\n"
	out, err := noShaderCompiler(src)
	require.NoError(t, err)
	assert.NotContains(t, out, "internal/shader\"")
	assert.Contains(t, out, "\tir, err := battlematProgram(fragmentSrc)")
	_, err = noShaderCompiler("package graphics\n")
	assert.Error(t, err, "no compiler call, no rewrite")
}
