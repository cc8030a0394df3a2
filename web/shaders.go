package web

import (
	"context"
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The page compiles no shader: Ebitengine's Kage compiler (its parser,
// go/parser, go/scanner and go/ast, some 0.2 MB of the gzipped page) stays
// on the desktop. The web build compiles every Kage source of the page's
// packages there, with Ebitengine's own compiler (a small command written
// into the trimmed copy, shaders_gen.go.txt), and the copy's
// graphics.CompileShader reads the finished program from a table by the
// source's ID. Each program is checked to read back the same and to write
// the same GLSL as the compiler's before it goes in; a source the table
// lacks is an error, as a bad source is.

// shadersGen is the command that compiles the page's shaders;
// shadersIR, the program's JSON form, shared by the command and the page.
//
//go:embed shaders_gen.go.txt
var shadersGen string

//go:embed shaders_ir.go.txt
var shadersIR string

const (
	shadersCmd      = "internal/battlemat_shaders"
	shadersGraphics = "internal/graphics/shader.go"
	shadersTable    = "internal/graphics/battlemat_shaders.go"
)

// precompileShaders writes the table of the page's shaders into the
// trimmed copy at shadow and rewrites its CompileShader to read it.
func precompileShaders(ctx context.Context, root, modfile, shadow string) error {
	files, err := pageGoFiles(ctx, root, modfile)
	if err != nil {
		return err
	}
	dir := filepath.Join(shadow, filepath.FromSlash(shadersCmd))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(shadersGen+shadersIR), 0o644); err != nil {
		return err
	}
	args := append([]string{"run", "-modfile=" + modfile, ebitenModule + "/" + shadersCmd}, files...)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=", "GOARCH=")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	table, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
	}
	graphics := filepath.Join(shadow, filepath.FromSlash(shadersGraphics))
	src, err := os.ReadFile(graphics)
	if err != nil {
		return err
	}
	out, err := noShaderCompiler(string(src))
	if err != nil {
		return err
	}
	head := "// Written by battlemat's web build (web/shaders.go).\n\npackage graphics\n\nimport (\n\t\"encoding/json\"\n\t\"errors\"\n\t\"go/constant\"\n\n\t\"" +
		ebitenModule + "/internal/shaderir\"\n)\n\n" + shadersLookup
	if err := os.WriteFile(filepath.Join(shadow, filepath.FromSlash(shadersTable)), []byte(head+shadersIR+"\n"+string(table)), 0o644); err != nil {
		return err
	}
	// The file was linkTree's plain copy; it is replaced, never written
	// through (a link would lead into the module cache).
	if err := os.Remove(graphics); err != nil {
		return err
	}
	return os.WriteFile(graphics, []byte(out), 0o644)
}

// shadersLookup is CompileShader's table lookup in the trimmed copy.
const shadersLookup = `// battlematProgram is the program of a source the web build compiled.
func battlematProgram(fragmentSrc []byte) (*shaderir.Program, error) {
	id := CalcSourceID(fragmentSrc)
	b, ok := battlematPrograms[id.String()]
	if !ok {
		return nil, errors.New("graphics: a shader battlemat's web build did not compile (the page compiles none)")
	}
	var p irProgram
	if err := json.Unmarshal([]byte(b), &p); err != nil {
		return nil, err
	}
	ir := p.program()
	ir.SourceID = id
	return ir, nil
}
`

// noShaderCompiler rewrites graphics/shader.go's CompileShader to take the
// program from the web build's table instead of Ebitengine's compiler.
func noShaderCompiler(src string) (string, error) {
	out, err := replaceOnce(src, "\tir, err := shader.Compile(completeShaderSource(fragmentSrc), vert, frag, ShaderSrcImageCount)\n",
		"\tir, err := battlematProgram(fragmentSrc) // battlemat's web build: compiled when the page was built.\n")
	if err != nil {
		return "", err
	}
	return replaceOnce(out, "\t\""+ebitenModule+"/internal/shader\"\n", "")
}

// pageGoFiles lists the Go files of the page's packages from Ebitengine
// and battlemat, where its shaders' sources are.
func pageGoFiles(ctx context.Context, root, modfile string) ([]string, error) {
	cmd := exec.CommandContext(ctx, "go", "list", "-modfile="+modfile, "-deps",
		"-f", "{{with .Module}}{{.Path}}{{end}}\t{{.Dir}}\t{{join .GoFiles \"\\t\"}}", "./cmd/battlemat")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v", err)
	}
	var files []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "\t")
		if len(f) < 3 || (f[0] != ebitenModule && f[0] != "battlemat") {
			continue
		}
		for _, name := range f[2:] {
			if name != "" {
				files = append(files, filepath.Join(f[1], name))
			}
		}
	}
	return files, nil
}
