// What cards do beyond their numbers and traits. Each Effect is one small
// rule named for what it does; a Def names one and gives its numbers in
// Params, so a new card with a known effect is one line of data and its
// text. NOTES.md lists which effects the engine carries out so far.
package sands

// Effect is a card's behaviour beyond its printed numbers and traits.
type Effect uint8

const (
	NoEffect Effect = iota

	// Strongholds.
	KhadiReturnCosts   // constant: returning a Khadi costs you Params[0] Water instead of 3
	BowForRaid         // Night, bow: a Hero you control gets Raid +Params[0] until the end of the turn
	NoForeignSurcharge // constant: Heroes of other factions cost you no extra Copper
	BowForDefender     // Battle, bow: a Hero you control defending in this battle gets +Params[0]S until the end of the turn

	// City Sections and Fortifications.
	CouncilDiscount     // your Council actions need Params[0] less Influence
	ExtraCapacity       // may hold Params[0] Water above its capacity
	HarderToRaid        // a raider here must beat a value Params[0] higher
	DefendersStronger   // your Heroes defending here get +Params[0]S
	FortifyBaseStrength // the City Section it is attached to has +Params[0] Base Strength
	AttackersWeaker     // attacking Heroes at its City Section's battle get -Params[0]S

	// Holdings.
	WaterWell        // Night, bow: one Water token on a City Section of yours with room for it
	InfluenceAdvisor // bow: Params[0] Influence toward a Council action you pay for

	// Heroes' abilities, Followers and Items.
	BowToWeakenToken // bow: put a -Params[0]S/-Params[1]K token on target Hero until the end of the turn
	GrantCarry       // its Hero has Carry +Params[0]
	GrantArchery     // its Hero has Archery
	GrantFlying      // its Hero has Flying

	// Spells and Actions.
	Weaken            // target Hero gets -Params[0]S/-Params[1]K until the end of the turn
	SummonJinn        // enters play as a Hero you control with Params[0]S/Params[1]K
	DestroyFollower   // destroy target Follower
	Negate            // Reaction: negate a Spell or innate ability that targets one of your Heroes
	CouncilDiscard    // target opponent discards Params[0] cards at random
	PermanentStrength // target Hero you control gets +Params[0]S permanently
	DestroyWater      // destroy up to Params[0] Water tokens on the City Section under attack
	RaidOmen          // Omen: every raiding Fate value gets +Params[0]
	BattleOmen        // Battle Omen: each engagement in this battle deals Params[0] more damage
	DuelResolve       // Reaction: one of your Heroes entering a duel gets +Params[0]K until the end of the turn
	Redirect          // Reaction: choose a new legal target for an opponent's action against your Hero
	Rally             // target Hero you control in this battle gets +Params[0]S until the end of the turn
	RideIn            // move one of your unbowed Flying units from Home into this battle
	RaidPenalty       // Reaction: a raider assigned against you gets Raid -Params[0] until the end of the turn
	Challenge         // one of your unbowed Heroes challenges target opposing Hero
	StandFast         // Reaction: after an opposing engagement, your Hero there gets +Params[0]S until the end of the turn
	SendAway          // discard target bowed Follower or Item from play
	SecondWind        // Reaction: straighten your bowed card that an opponent's action targets
	DrawCards         // draw Params[0] cards
	TokenBlessing     // put a +Params[0]S/+Params[1]K token on target Hero you control

	// Stories: a tale condition (when it may be played) and a reward.
	TaleOfDuels    // after one of your Heroes wins a duel; reward: your Duelists get +Params[0]K
	TaleOfRaids    // after one of your raids succeeds; reward: your Heroes have Carry +Params[0]
	TaleOfKhadi    // after you return a Khadi; reward: your Khadi get +Params[0]S
	TaleOfCouncil  // after you play a Council action; reward: your Stronghold has +Params[0] Influence
	TaleOfTheGate  // after an opponent's City Section is destroyed in a battle where you had a unit
	TaleOfThousand // after you bring in a Hero while controlling Params[0] or more; Alternate Victory at Params[1] Influence
	TaleOfHoldings // after you bring in a Holding while controlling Params[0] or more; reward: your Stronghold produces +Params[1] Copper
	TaleOfTheWall  // after a battle at your City Section ends with it standing and attackers there; reward: your City Sections have +Params[0] Base Strength
	numEffects
)
