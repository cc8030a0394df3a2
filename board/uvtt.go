package board

func buildUVTTMap(d *yamlDoc, m *rawMap, b *Board) error {
	return d.errAt("map.uvtt", "not yet")
}
