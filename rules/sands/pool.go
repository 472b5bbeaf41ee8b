// Our own starter pool: four factions and the Unaligned cards they share,
// every name and text original (the catalogue holds them). The numbers are
// a first pass, tuned by bot playouts; NOTES.md tells each faction's style.
package sands

// pool is every card design, Strongholds and City Sections included. A
// card's index here is its definition id; Keys are unique.
var pool = []Def{
	// Strongholds.
	{Key: "palace_cold_lamps", Kind: Stronghold, Faction: AshenCourt, CityPoints: 20, CopperProduction: 3, Influence: 3, Fate: 2,
		Effect: KhadiReturnCosts, Params: []int{2}},
	{Key: "windgate_caravanserai", Kind: Stronghold, Faction: SiroccoCompact, CityPoints: 20, CopperProduction: 3, Influence: 2, Fate: 3,
		Timing: Night, Effect: BowForRaid, Params: []int{1}},
	{Key: "house_nine_scales", Kind: Stronghold, Faction: NineScales, CityPoints: 19, CopperProduction: 3, Influence: 3, Fate: 1,
		Effect: NoForeignSurcharge},
	{Key: "citadel_deep_wells", Kind: Stronghold, Faction: DeepWells, CityPoints: 21, CopperProduction: 3, Influence: 2, Fate: 3,
		Timing: Battle, Effect: BowForDefender, Params: []int{2}},

	// City Sections.
	{Key: "street_lanterns", Kind: CitySection, BaseStrength: 4, Capacity: 3, CityPointCost: 5},
	{Key: "dyeworks_quarter", Kind: CitySection, BaseStrength: 3, Capacity: 3, CityPointCost: 4},
	{Key: "hall_ledgers", Kind: CitySection, BaseStrength: 5, Capacity: 3, CityPointCost: 6, Effect: CouncilDiscount, Params: []int{1}},
	{Key: "cistern_below", Kind: CitySection, BaseStrength: 3, Capacity: 4, CityPointCost: 5, Effect: ExtraCapacity, Params: []int{2}},
	{Key: "well_seven_ropes", Kind: CitySection, BaseStrength: 4, Capacity: 4, CityPointCost: 6, Effect: HarderToRaid, Params: []int{1}},
	{Key: "rooftop_warrens", Kind: CitySection, BaseStrength: 5, Capacity: 2, CityPointCost: 5, Effect: DefendersStronger, Params: []int{1}},
	{Key: "weighing_yard", Kind: CitySection, BaseStrength: 4, Capacity: 3, CityPointCost: 5},
	{Key: "deep_cistern_gate", Kind: CitySection, BaseStrength: 6, Capacity: 3, CityPointCost: 7},

	// Ashen Court: sorcerer-officials, Khadi who come back, the Undead and Jinn.
	{Key: "vizier_samadi", Kind: Hero, Faction: AshenCourt, Traits: traits(Unique, Khadi, Sahir), Str: 2, Ka: 4, Water: 1, Copper: 5, Influence: 2, Fate: 2,
		Timing: Night, Effect: BowToWeakenToken, Params: []int{1, 1}},
	{Key: "samadi_unsleeping", Kind: Hero, Faction: AshenCourt, Traits: traits(Unique, Khadi, Sahir, Duelist, Experienced), Str: 3, Ka: 5, Water: 2, Copper: 8, Influence: 3, Fate: 1,
		EarlierVersion: "vizier_samadi"},
	{Key: "grave_captain_orun", Kind: Hero, Faction: AshenCourt, Traits: traits(Undead, NonHuman, Warrior, Berserk), Str: 4, Ka: 3, Water: 1, Copper: 3, Fate: 0},
	{Key: "dust_khadi", Kind: Hero, Faction: AshenCourt, Traits: traits(Khadi, Sahir, CannotDefend), Str: 2, Ka: 2, Copper: 4, Influence: 1, Fate: 4},
	{Key: "lady_imtisal", Kind: Hero, Faction: AshenCourt, Traits: traits(Unique, Sahir), Str: 1, Ka: 5, Water: 1, Copper: 5, Influence: 3, Fate: 1},
	{Key: "bone_porters", Kind: Follower, Faction: AshenCourt, Traits: traits(Undead, NonHuman), Str: 2, Ka: 1, Copper: 2, Fate: 3},
	{Key: "ledger_clerks", Kind: Follower, Faction: AshenCourt, Bonus: true, Str: 0, Ka: 1, Copper: 1, Influence: 1, Fate: 4},
	{Key: "sealed_reliquary", Kind: Holding, Faction: AshenCourt, Traits: traits(MayRemainBowed), Copper: 2, Produces: 1, Fate: 4},
	{Key: "ossuary_wall", Kind: Holding, Faction: AshenCourt, Traits: traits(Fortification), Copper: 3, Fate: 3, Effect: FortifyBaseStrength, Params: []int{2}},
	{Key: "scriptorium_whispers", Kind: Holding, Faction: AshenCourt, Traits: traits(Advisor), Copper: 3, Fate: 2, Effect: InfluenceAdvisor, Params: []int{2}},
	{Key: "curse_withering", Kind: Spell, Faction: AshenCourt, Traits: traits(Curse), Copper: 2, Fate: 3, Timing: Night, Effect: Weaken, Params: []int{2, 1}},
	{Key: "summon_ember_jinn", Kind: Spell, Faction: AshenCourt, Traits: traits(Jinn, NonHuman, Flying), Water: 1, Copper: 4, Fate: 0, Timing: Day,
		Effect: SummonJinn, Params: []int{4, 3}},
	{Key: "bury_the_name", Kind: Spell, Faction: AshenCourt, Traits: traits(Curse), Water: 1, Copper: 3, Fate: 1, Timing: Night, Effect: DestroyFollower},
	{Key: "summons_to_court", Kind: Action, Faction: AshenCourt, Traits: traits(Council), Fate: 1, Timing: Day, InfluenceNeed: 4, Effect: CouncilDiscard, Params: []int{2}},
	{Key: "omen_red_moon", Kind: Action, Faction: AshenCourt, Traits: traits(Omen), Copper: 1, Fate: 5, Timing: Night, Effect: RaidOmen, Params: []int{1}},
	{Key: "tale_ashen_oath", Kind: Story, Faction: AshenCourt, Fate: 0, StoryPoints: 2, Effect: TaleOfKhadi, Params: []int{1}},

	// Sirocco Compact: riders and knives, Flying, Archery, raids and duels.
	{Key: "zahra_hawkrider", Kind: Hero, Faction: SiroccoCompact, Traits: traits(Unique, Flying, Archery), Archery: 1, Str: 3, Ka: 3, Water: 1, Copper: 5, Influence: 1, Fate: 1},
	{Key: "tarik_long_knife", Kind: Hero, Faction: SiroccoCompact, Traits: traits(Duelist), Str: 2, Ka: 4, Water: 1, Copper: 4, Influence: 1, Fate: 2},
	{Key: "old_jabir", Kind: Hero, Faction: SiroccoCompact, Traits: traits(Tactician, Carry, Raid), Carry: 1, Raid: 1, Str: 2, Ka: 3, Water: 1, Copper: 5, Influence: 2, Fate: 2},
	{Key: "sandstorm_berserker", Kind: Hero, Faction: SiroccoCompact, Traits: traits(Warrior, Berserk), Str: 4, Ka: 2, Water: 1, Copper: 4, Fate: 0},
	{Key: "veiled_scout", Kind: Hero, Faction: SiroccoCompact, Traits: traits(Flying, Raid), Raid: 2, Str: 1, Ka: 2, Copper: 3, Fate: 4},
	{Key: "desert_falcons", Kind: Follower, Faction: SiroccoCompact, Traits: traits(Flying), Str: 1, Ka: 1, Copper: 1, Fate: 3},
	{Key: "knife_apprentices", Kind: Follower, Faction: SiroccoCompact, Bonus: true, Str: 1, Ka: 1, Copper: 2, Fate: 3},
	{Key: "hunting_bow", Kind: Item, Faction: SiroccoCompact, Traits: traits(Weapon), Bonus: true, Str: 1, Copper: 2, Fate: 2, Effect: GrantArchery},
	{Key: "woven_sky_rug", Kind: Item, Faction: SiroccoCompact, Traits: traits(Carpet), Copper: 3, Fate: 3, Effect: GrantFlying},
	{Key: "palisade_thorns", Kind: Holding, Faction: SiroccoCompact, Traits: traits(Fortification), Copper: 2, Fate: 3, Effect: AttackersWeaker, Params: []int{1}},
	{Key: "ride_the_wind", Kind: Action, Faction: SiroccoCompact, Copper: 2, Fate: 2, Timing: Battle, Effect: RideIn},
	{Key: "sudden_ambush", Kind: Action, Faction: SiroccoCompact, Traits: traits(Omen), Copper: 1, Fate: 5, Timing: Battle, Effect: BattleOmen, Params: []int{1}},
	{Key: "cut_purse_strings", Kind: Action, Faction: SiroccoCompact, Fate: 5, Timing: Reaction, Effect: RaidPenalty, Params: []int{2}},
	{Key: "tale_emptied_well", Kind: Story, Faction: SiroccoCompact, Fate: 1, StoryPoints: 2, Effect: TaleOfRaids, Params: []int{1}},
	{Key: "tale_seven_duels", Kind: Story, Faction: SiroccoCompact, Fate: 0, StoryPoints: 2, Effect: TaleOfDuels, Params: []int{1}},

	// House of the Nine Scales: merchants who buy anyone, Copper, Advisors and Council.
	{Key: "broker_yusra", Kind: Hero, Faction: NineScales, Traits: traits(Unique), Str: 1, Ka: 3, Water: 1, Copper: 4, Influence: 4, Fate: 2},
	{Key: "caravan_master_idris", Kind: Hero, Faction: NineScales, Traits: traits(Carry), Carry: 2, Str: 3, Ka: 3, Water: 1, Copper: 5, Influence: 2, Fate: 2},
	{Key: "idris_road_king", Kind: Hero, Faction: NineScales, Traits: traits(Carry, Experienced), Carry: 2, Str: 4, Ka: 4, Water: 1, Copper: 7, Influence: 3, Fate: 1,
		EarlierVersion: "caravan_master_idris"},
	{Key: "hired_blade_sefu", Kind: Hero, Faction: NineScales, Traits: traits(Warrior, Duelist), Str: 3, Ka: 3, Copper: 5, Influence: 1, Fate: 3},
	{Key: "tallymen", Kind: Follower, Faction: NineScales, Bonus: true, Str: 0, Ka: 0, Copper: 1, Influence: 2, Fate: 4},
	{Key: "counting_table", Kind: Holding, Faction: NineScales, Copper: 5, Produces: 4, Fate: 0},
	{Key: "guild_factor", Kind: Holding, Faction: NineScales, Traits: traits(Advisor), Copper: 2, Fate: 3, Effect: InfluenceAdvisor, Params: []int{3}},
	{Key: "bought_silence", Kind: Action, Faction: NineScales, Traits: traits(Council), Fate: 2, Timing: Day, InfluenceNeed: 5, Effect: CouncilDiscard, Params: []int{3}},
	{Key: "ledger_of_debts", Kind: Action, Faction: NineScales, Copper: 1, Fate: 4, Timing: Day, Effect: DrawCards, Params: []int{2}},
	{Key: "tale_sealed_vault", Kind: Story, Faction: NineScales, Fate: 2, StoryPoints: 1, Effect: TaleOfCouncil, Params: []int{1}},
	{Key: "tale_full_coffers", Kind: Story, Faction: NineScales, Fate: 1, StoryPoints: 2, Effect: TaleOfHoldings, Params: []int{3, 1}},

	// Wardens of the Deep Wells: walls, water and patient defenders.
	{Key: "warden_halima", Kind: Hero, Faction: DeepWells, Traits: traits(Unique, Tactician), Str: 2, Ka: 4, Water: 1, Copper: 5, Influence: 2, Fate: 2},
	{Key: "well_archer_nadir", Kind: Hero, Faction: DeepWells, Traits: traits(Archery), Archery: 0, Str: 3, Ka: 2, Water: 1, Copper: 4, Influence: 1, Fate: 2},
	{Key: "drowned_sentinel", Kind: Hero, Faction: DeepWells, Traits: traits(Undead, NonHuman, Khadi), Str: 3, Ka: 3, Water: 1, Copper: 4, Fate: 1},
	{Key: "rope_climbers", Kind: Follower, Faction: DeepWells, Traits: traits(Archery), Archery: 1, Str: 1, Ka: 1, Copper: 2, Fate: 2},
	{Key: "shield_bearers", Kind: Follower, Faction: DeepWells, Traits: traits(Warrior), Str: 4, Ka: 1, Water: 1, Copper: 3, Fate: 1},
	{Key: "scale_hauberk", Kind: Item, Faction: DeepWells, Traits: traits(Armor), Bonus: true, Ka: 2, Copper: 3, Fate: 3},
	{Key: "rain_cistern", Kind: Holding, Faction: DeepWells, Water: 1, Copper: 4, Fate: 0, Timing: Night, Effect: WaterWell},
	{Key: "stone_bastion", Kind: Holding, Faction: DeepWells, Traits: traits(Fortification), Copper: 3, Fate: 3, Effect: FortifyBaseStrength, Params: []int{3}},
	{Key: "collapse_the_street", Kind: Action, Faction: DeepWells, Copper: 1, Fate: 4, Timing: Battle, Effect: DestroyWater, Params: []int{2}},
	{Key: "tale_unbroken_wall", Kind: Story, Faction: DeepWells, Fate: 1, StoryPoints: 2, Effect: TaleOfTheWall, Params: []int{1}},

	// Unaligned.
	{Key: "tax_collector", Kind: Hero, Traits: traits(Tactician), Str: 2, Ka: 2, Water: 1, Copper: 4, Influence: 2, Fate: 3},
	{Key: "wandering_sahira", Kind: Hero, Traits: traits(Sahir), Str: 1, Ka: 3, Water: 1, Copper: 4, Influence: 1, Fate: 3,
		Timing: Open, Effect: BowToWeakenToken, Params: []int{2, 0}},
	{Key: "water_carriers", Kind: Follower, Bonus: true, Copper: 1, Influence: 1, Fate: 4, Effect: GrantCarry, Params: []int{1}},
	{Key: "curved_blade", Kind: Item, Traits: traits(Weapon), Bonus: true, Str: 2, Copper: 2, Fate: 2},
	{Key: "copper_seam", Kind: Holding, Copper: 3, Produces: 2, Fate: 2},
	{Key: "moneylenders_table", Kind: Holding, Copper: 4, Produces: 3, Fate: 1},
	{Key: "veil_of_sand", Kind: Spell, Copper: 1, Fate: 5, Timing: Reaction, Effect: Negate},
	{Key: "blood_challenge", Kind: Action, Fate: 3, Timing: Open, Effect: Challenge},
	{Key: "deathless_vigor", Kind: Action, Fate: 5, Timing: Reaction, Effect: DuelResolve, Params: []int{2}},
	{Key: "redirected_malice", Kind: Action, Copper: 1, Fate: 3, Timing: Reaction, Effect: Redirect},
	{Key: "rallying_cry", Kind: Action, Copper: 1, Fate: 4, Timing: Battle, Effect: Rally, Params: []int{2}},
	{Key: "stand_fast", Kind: Action, Copper: 1, Fate: 4, Timing: Reaction, Effect: StandFast, Params: []int{3}},
	{Key: "sent_away", Kind: Action, Copper: 1, Fate: 5, Timing: Night, Effect: SendAway},
	{Key: "second_wind", Kind: Action, Fate: 5, Timing: Reaction, Effect: SecondWind},
	{Key: "tempering_ritual", Kind: Action, Copper: 2, Fate: 2, Timing: Day, Effect: PermanentStrength, Params: []int{1}},
	{Key: "blessing_of_the_well", Kind: Action, Copper: 1, Fate: 3, Timing: Open, Effect: TokenBlessing, Params: []int{1, 1}},
	{Key: "tale_fallen_gate", Kind: Story, Fate: 0, StoryPoints: 3, Effect: TaleOfTheGate},
	{Key: "tale_thousand_nights", Kind: Story, Fate: 1, StoryPoints: 1, Effect: TaleOfThousand, Params: []int{3, 14}},
}

// defByKey finds a design by its key; -1 when there is none.
func defByKey(key string) int {
	for i := range pool {
		if pool[i].Key == key {
			return i
		}
	}
	return -1
}

// Derived from the pool once, never written after: prompts name cards in
// most options and ask about earlier versions on every Day, and a search
// determinizes from the deck lists on every iteration.
var (
	cardNames = poolNames()   // cardNames[d] is pool[d].Name()
	earlier   = poolEarlier() // earlier[d] is the design pool[d] overlays; -1
	deckDefs  = decksDefs()   // deckDefs[i] lists Decks[i].Cards' designs, one per copy
	deckTwins = decksTwins()  // deckTwins[i][j]: the copies of deckDefs[i][j] in the list, as bits
)

// decksTwins gives each card of each deck list its copies in the list,
// itself included, as bits of their places in it.
func decksTwins() [][]uint64 {
	out := make([][]uint64, len(deckDefs))
	for i, defs := range deckDefs {
		out[i] = make([]uint64, len(defs))
		for a := range defs {
			for b := range defs {
				if defs[a] == defs[b] {
					out[i][a] |= 1 << b
				}
			}
		}
	}
	return out
}

func decksDefs() [][]int {
	defs := make([][]int, len(Decks))
	for i, dk := range Decks {
		for _, en := range dk.Cards {
			for range en.Copies {
				defs[i] = append(defs[i], defByKey(en.Key))
			}
		}
	}
	return defs
}

func poolNames() []string {
	names := make([]string, len(pool))
	for i := range pool {
		names[i] = pool[i].Name()
	}
	return names
}

func poolEarlier() []int {
	ds := make([]int, len(pool))
	for i := range pool {
		ds[i] = -1
		if k := pool[i].EarlierVersion; k != "" {
			ds[i] = defByKey(k)
		}
	}
	return ds
}
