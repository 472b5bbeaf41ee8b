// Bot levels as the player meets them: each bot seat's level is chosen on
// the home screen (against bots) and in an online table's lobby, kept in
// the settings by the bot's number, and shown by the bot's name at the
// table ("Bot 2 (normal)"). The levels are rules/bot's; "easy" is the
// random bot and says so.
package app

import (
	"slices"

	"majlis/rules"
	"majlis/rules/bot"
)

// defaultLevel is a bot's level until the player chooses another.
const defaultLevel = "normal"

// botLevel is the level kept for bot number n (from 1).
func (a *App) botLevel(n int) string {
	if n >= 1 && n <= len(a.prefs.Levels) && slices.Contains(bot.Levels, a.prefs.Levels[n-1]) {
		return a.prefs.Levels[n-1]
	}
	return defaultLevel
}

// setBotLevel keeps level for bot number n.
func (a *App) setBotLevel(n int, level string) {
	if n < 1 || n > 16 || !slices.Contains(bot.Levels, level) {
		return
	}
	for len(a.prefs.Levels) < n {
		a.prefs.Levels = append(a.prefs.Levels, defaultLevel)
	}
	a.prefs.Levels[n-1] = level
	a.savePrefs()
}

// nextLevel is the level after level, round the list.
func nextLevel(level string) string {
	i := slices.Index(bot.Levels, level)
	return bot.Levels[(i+1)%len(bot.Levels)]
}

// levelName names a level for the player; "" for one this build does not
// know (a newer peer's), which is then not shown.
func levelName(a *App, level string) string {
	if !slices.Contains(bot.Levels, level) {
		return ""
	}
	return a.tr.T("core.level." + level)
}

// levelTip says how a level plays.
func levelTip(a *App, level string) string {
	if !slices.Contains(bot.Levels, level) {
		return ""
	}
	return a.tr.T("core.level.tip." + level)
}

// withLevel adds a bot's level to its name: "Bot 2 (normal)".
func withLevel(a *App, name, level string) string {
	if l := levelName(a, level); l != "" {
		return a.tr.T("core.bot_level_name", rules.Text(name), rules.Text(l))
	}
	return name
}

// sessionLevels is what a session says of its bots' levels (the local
// session and the networked one both do), nil when it says nothing.
func sessionLevels(sess any) []string {
	if l, ok := sess.(interface{ BotLevels() []string }); ok {
		return l.BotLevels()
	}
	return nil
}
