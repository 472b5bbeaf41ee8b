// The preconstructed starter decks, one per faction: a Stronghold, the
// City Sections it buys with its City Points, and a deck of at least 55
// cards with no more than three copies of any. Several players may play
// the same faction.
package sands

// Entry is some copies of one card in a deck list.
type Entry struct {
	Key    string
	Copies int
}

// Deck is a preconstructed starter: faction, Stronghold, City Sections and
// the deck itself.
type Deck struct {
	Faction  Faction
	Hold     string   // the Stronghold's key
	Sections []string // City Sections bought with its City Points
	Cards    []Entry
}

// Decks are the starters in the order of the table option "decks".
var Decks = []Deck{
	{Faction: AshenCourt, Hold: "palace_cold_lamps",
		Sections: []string{"street_lanterns", "dyeworks_quarter", "hall_ledgers", "cistern_below"},
		Cards: []Entry{
			{"vizier_samadi", 2}, {"samadi_unsleeping", 1}, {"grave_captain_orun", 3}, {"dust_khadi", 3},
			{"lady_imtisal", 2}, {"tax_collector", 2}, {"wandering_sahira", 2},
			{"bone_porters", 3}, {"ledger_clerks", 2}, {"water_carriers", 1},
			{"curved_blade", 2},
			{"copper_seam", 3}, {"moneylenders_table", 3}, {"sealed_reliquary", 2}, {"ossuary_wall", 1}, {"scriptorium_whispers", 1},
			{"curse_withering", 2}, {"summon_ember_jinn", 2}, {"bury_the_name", 2}, {"veil_of_sand", 1},
			{"summons_to_court", 2}, {"omen_red_moon", 2}, {"blood_challenge", 2}, {"deathless_vigor", 2},
			{"redirected_malice", 1}, {"stand_fast", 1}, {"sent_away", 1}, {"tempering_ritual", 1},
			{"tale_ashen_oath", 1}, {"tale_thousand_nights", 1}, {"tale_fallen_gate", 1},
		}},
	{Faction: SiroccoCompact, Hold: "windgate_caravanserai",
		Sections: []string{"street_lanterns", "dyeworks_quarter", "well_seven_ropes", "rooftop_warrens"},
		Cards: []Entry{
			{"zahra_hawkrider", 2}, {"tarik_long_knife", 3}, {"old_jabir", 2}, {"sandstorm_berserker", 3},
			{"veiled_scout", 3}, {"tax_collector", 1}, {"wandering_sahira", 1},
			{"desert_falcons", 3}, {"knife_apprentices", 2}, {"water_carriers", 2},
			{"hunting_bow", 2}, {"woven_sky_rug", 2}, {"curved_blade", 1},
			{"copper_seam", 3}, {"moneylenders_table", 3}, {"palisade_thorns", 2},
			{"veil_of_sand", 2},
			{"ride_the_wind", 2}, {"sudden_ambush", 2}, {"cut_purse_strings", 2}, {"blood_challenge", 2},
			{"rallying_cry", 2}, {"stand_fast", 2}, {"second_wind", 1}, {"sent_away", 1},
			{"tale_emptied_well", 1}, {"tale_seven_duels", 1}, {"tale_thousand_nights", 1}, {"tale_fallen_gate", 1},
		}},
	{Faction: NineScales, Hold: "house_nine_scales",
		Sections: []string{"street_lanterns", "dyeworks_quarter", "weighing_yard", "cistern_below"},
		Cards: []Entry{
			{"broker_yusra", 2}, {"caravan_master_idris", 3}, {"idris_road_king", 2}, {"hired_blade_sefu", 3},
			{"tax_collector", 2}, {"tarik_long_knife", 2},
			{"tallymen", 3}, {"water_carriers", 2}, {"knife_apprentices", 1},
			{"curved_blade", 2}, {"scale_hauberk", 1},
			{"counting_table", 3}, {"copper_seam", 3}, {"moneylenders_table", 2}, {"guild_factor", 2},
			{"bought_silence", 2}, {"ledger_of_debts", 3}, {"blood_challenge", 2}, {"rallying_cry", 2},
			{"stand_fast", 1}, {"redirected_malice", 1}, {"second_wind", 1}, {"tempering_ritual", 2}, {"blessing_of_the_well", 2},
			{"tale_sealed_vault", 1}, {"tale_full_coffers", 2}, {"tale_thousand_nights", 2}, {"tale_fallen_gate", 1},
		}},
	{Faction: DeepWells, Hold: "citadel_deep_wells",
		Sections: []string{"deep_cistern_gate", "dyeworks_quarter", "street_lanterns", "cistern_below"},
		Cards: []Entry{
			{"warden_halima", 2}, {"well_archer_nadir", 3}, {"drowned_sentinel", 3}, {"tax_collector", 2}, {"wandering_sahira", 2},
			{"rope_climbers", 3}, {"shield_bearers", 2}, {"water_carriers", 1},
			{"scale_hauberk", 2}, {"curved_blade", 2},
			{"rain_cistern", 2}, {"stone_bastion", 2}, {"copper_seam", 3}, {"moneylenders_table", 3},
			{"veil_of_sand", 2},
			{"collapse_the_street", 2}, {"rallying_cry", 2}, {"stand_fast", 2}, {"blessing_of_the_well", 3},
			{"blood_challenge", 1}, {"deathless_vigor", 2}, {"second_wind", 2}, {"sent_away", 1}, {"tempering_ritual", 1},
			{"tale_unbroken_wall", 2}, {"tale_fallen_gate", 1}, {"tale_thousand_nights", 2},
		}},
}
