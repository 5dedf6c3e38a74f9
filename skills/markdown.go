package skills

// Markdown renders the skill as its SKILL.md (what Export writes), for
// clients that read skills without exporting them.
func (s Skill) Markdown() string { return renderSkillMD(s) }
