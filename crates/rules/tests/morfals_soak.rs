//! Random self-play: 10,000 rounds of the standard level, every one of which must end, and the
//! distribution of round lengths (print it with `tools/morfals_soak.sh` or `-- --nocapture`).

use parlour_rules::games::morfals::*;
use parlour_rules::{Chance, Game, GameRng};

/// A round that has not ended after this many rolls is taken to be stuck.
const STUCK: u32 = 20_000;

#[derive(Default)]
struct Round {
    rolls: u32,
    placements: u32,
    eaten: u32,
}

/// Play random rounds of `config` until `rounds` have ended; matches are played through.
fn soak(config: &Config, rounds: usize, seed: u64) -> Vec<Round> {
    let mut done = Vec::with_capacity(rounds);
    let mut pick = GameRng::seeded(seed);
    let mut matches = 0u64;
    while done.len() < rounds {
        let mut g = Morfals::new(config, 2, seed.wrapping_add(matches)).unwrap();
        matches += 1;
        let mut round = Round::default();
        while done.len() < rounds {
            let legal = g.legal_actions();
            if legal.is_empty() {
                assert!(g.outcome().is_some(), "no action and no outcome\n{}", g.dump());
                break;
            }
            let action = legal[pick.below(legal.len() as u32) as usize];
            for e in g.apply(action).unwrap() {
                match e {
                    Event::DiceRolled { .. } => round.rolls += 1,
                    Event::Placed { .. } => round.placements += 1,
                    Event::Eaten { .. } => round.eaten += 1,
                    Event::RoundWon { .. } => done.push(std::mem::take(&mut round)),
                    _ => {}
                }
            }
            assert!(round.rolls < STUCK, "round stuck after {STUCK} rolls\n{}", g.dump());
        }
    }
    done
}

fn percentile(sorted: &[u32], p: usize) -> u32 {
    sorted[(sorted.len() - 1) * p / 100]
}

fn report(name: &str, rounds: &[Round]) -> Vec<u32> {
    let mut rolls: Vec<u32> = rounds.iter().map(|r| r.rolls).collect();
    rolls.sort_unstable();
    let n = rolls.len() as f64;
    let mean = |f: fn(&Round) -> u32| rounds.iter().map(|r| f(r) as f64).sum::<f64>() / n;
    println!("{name}: {} rounds, all ended", rounds.len());
    println!(
        "  rolls per round: min {} p10 {} p25 {} median {} p75 {} p90 {} p99 {} max {} mean {:.1}",
        rolls[0],
        percentile(&rolls, 10),
        percentile(&rolls, 25),
        percentile(&rolls, 50),
        percentile(&rolls, 75),
        percentile(&rolls, 90),
        percentile(&rolls, 99),
        rolls[rolls.len() - 1],
        mean(|r| r.rolls)
    );
    println!(
        "  per round: placements mean {:.1}, figures eaten mean {:.1}",
        mean(|r| r.placements),
        mean(|r| r.eaten)
    );
    let width = 10;
    let mut lo = rolls[0] / width * width;
    while lo <= rolls[rolls.len() - 1] {
        let count = rolls.iter().filter(|&&r| (lo..lo + width).contains(&r)).count();
        let bar = "#".repeat((count * 60).div_ceil(rounds.len()));
        println!("  {lo:>4}-{:<4} {count:>5} {bar}", lo + width - 1);
        lo += width;
    }
    rolls
}

#[test]
fn ten_thousand_random_rounds_all_end() {
    let rounds = soak(&Config::standard(), 10_000, 2026);
    assert_eq!(rounds.len(), 10_000);
    let rolls = report("standard", &rounds);
    // The winner places 12 figures at least, the loser's turns come in between.
    assert!(rolls[0] >= 12);
    for r in &rounds {
        assert!(r.placements >= 12 + r.eaten, "every eaten figure must be placed again");
    }
    let eaten: u32 = rounds.iter().map(|r| r.eaten).sum();
    assert!(eaten > 0, "random play eats figures");
}

#[test]
fn rounds_end_under_every_option() {
    for (wrap, river, full) in [
        (Wrap::All, RiverRule::Blocks, FullColumn::RollAgain),
        (Wrap::None, RiverRule::Closes, FullColumn::Pass),
        (Wrap::Columns, RiverRule::Blocks, FullColumn::RollAgain),
    ] {
        let mut c = Config::standard();
        c.options.wrap = wrap;
        c.options.river_in_sandwich = river;
        c.options.full_column = full;
        let rounds = soak(&c, 1_000, 7);
        report(&format!("{wrap:?} / {river:?} / {full:?}"), &rounds);
        assert_eq!(rounds.len(), 1_000);
    }
}
