package skills

// Markdown renders the skill as its SKILL.md (what Export writes), for
// clients that read skills without exporting them. It fails only when a
// field is not valid UTF-8, which Library never stores.
func (s Skill) Markdown() (string, error) { return renderSkillMD(s) }
