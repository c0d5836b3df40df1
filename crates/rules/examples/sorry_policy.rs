//! A Sorry! move chooser fitted to the hard player's search. Medium plays standard games against
//! itself; at each of its choices between two or more positions, every candidate hard would
//! search (the eight best by one-ply value, one per distinct position) is valued as hard values
//! it, over WORLDS sampled worlds with no halving. A linear model over features of the position
//! after each candidate (medium's value, then each side's progress, bonuses, bump risks and a few
//! things medium does not see: pawns on their own start circle, pawns a backward move takes near
//! HOME, pawns an attacker could reach later, pawns in front of an attacker's circle) is fitted by
//! least squares to those values, centred within each choice, on the choices of four fifths of
//! the games, and judged on the rest. Then a seat choosing by the fitted model plays ten times
//! GAMES games against medium: `target/release/examples/sorry_policy 1000 2 1 256` (games for
//! the values, players, seed, worlds).

#[path = "shared/against_medium.rs"]
mod against_medium;
#[path = "shared/linear.rs"]
mod linear;

use linear::{dot, solve};
use parlour_rules::games::sorry::bots;
use parlour_rules::games::sorry::bots::determinize::sample_batch;
use parlour_rules::games::sorry::bots::eval::{Ctx, pawns_of};
use parlour_rules::games::sorry::bots::hard::{Budget, HAND_WEIGHT, WIN};
use parlour_rules::games::sorry::bots::medium::one_ply;
use parlour_rules::games::sorry::bots::rollout::Playout;
use parlour_rules::games::sorry::moves::Pawns;
use parlour_rules::games::sorry::{Colour, Config, Phase, Pos, Sorry, View};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Features of one colour.
const PER: usize = 12;
/// Medium's value, then the mover's colour, then the mean of the other colours in play.
const F: usize = 1 + 2 * PER;
/// The names of a colour's features, in order.
const NAMES: [&str; PER] = [
    "steps",
    "out",
    "safe",
    "home",
    "loss",
    "bumped",
    "on circle",
    "back gain",
    "exposed",
    "at circles",
    "lead",
    "least",
];

/// Squares ahead of an attacker within which a pawn is in reach of one card.
const REACH: u8 = 12;

/// The features of colour `c` with `next` to act: steps made; pawns out of START, safe
/// (safety zone or HOME) and HOME; the expected loss and the expected number of pawns bumped
/// before it moves (medium's model); a pawn on its own start circle while others wait in START
/// (it blocks them); pawns a backward 4 or 10 takes nearer HOME; pawns an attacker's track pawn
/// could reach with one card; pawns ahead of an attacker's circle while it has pawns in START;
/// the steps of its leading and of its last pawn not yet HOME.
fn colour_features(ctx: &Ctx, pawns: &Pawns, next: usize, c: Colour) -> [f32; PER] {
    let b = ctx.board;
    let mut x = [0.0f32; PER];
    let circle = b.side(c).circle;
    let in_start = pawns[c.index()].contains(&Pos::Start);
    let (mut lead, mut least) = (0.0f32, f32::MAX);
    for &p in &pawns[c.index()] {
        let steps = ctx.steps(c, p);
        x[0] += steps;
        x[1] += (p != Pos::Start) as u8 as f32;
        x[2] += matches!(p, Pos::Safety(_) | Pos::Home) as u8 as f32;
        x[3] += (p == Pos::Home) as u8 as f32;
        let bumped = 1.0 - ctx.survival(pawns, next, c, p);
        x[4] += bumped * ctx.pawn_value(c, p);
        x[5] += bumped;
        if p != Pos::Home {
            lead = lead.max(steps);
            least = least.min(steps);
        }
        let Pos::Track(sq) = p else { continue };
        x[6] += (sq == circle && in_start) as u8 as f32;
        let gain = [4u8, 1].iter().filter_map(|&n| b.backward(c, p, n)).any(|q| ctx.steps(c, q) > steps);
        x[7] += gain as u8 as f32;
        for (a, theirs) in pawns.iter().enumerate().take(ctx.players) {
            if ctx.side_of(a) == ctx.side_of(c.index()) || ctx.resigned[a] {
                continue;
            }
            let behind =
                theirs.iter().any(|q| matches!(q, Pos::Track(s) if (1..=REACH).contains(&b.dist(*s, sq))));
            x[8] += behind as u8 as f32;
            let waiting = theirs.contains(&Pos::Start);
            x[9] += (waiting && b.dist(b.side(Colour::from_index(a)).circle, sq) <= REACH) as u8 as f32;
        }
    }
    x[10] = lead;
    x[11] = if least == f32::MAX { 0.0 } else { least };
    x
}

/// The features of the position `pawns` after a move by `seat`, `next` to act.
fn features(ctx: &Ctx, pawns: &Pawns, next: usize, seat: usize) -> [f64; F] {
    let mut x = [0.0f32; F];
    x[0] = ctx.value(pawns, next, seat);
    let mine = colour_features(ctx, pawns, next, Colour::from_index(seat));
    x[1..1 + PER].copy_from_slice(&mine);
    let others: Vec<usize> = (0..ctx.players).filter(|&c| c != seat && !ctx.resigned[c]).collect();
    for &c in &others {
        let theirs = colour_features(ctx, pawns, next, Colour::from_index(c));
        for (v, t) in x[1 + PER..].iter_mut().zip(theirs) {
            *v += t / others.len() as f32;
        }
    }
    x.map(f64::from)
}

/// One choice: its game, and the features and the searched value of each candidate.
struct Choice {
    game: u64,
    x: Vec<[f64; F]>,
    q: Vec<f64>,
}

/// The candidates hard would search for `view` (distinct positions, best eight by one-ply
/// value), unless one of them wins at once.
fn candidates(ctx: &Ctx, view: &View) -> Option<Vec<(usize, Pawns, usize)>> {
    let pawns = pawns_of(view);
    let first: Vec<f32> = view.legal.iter().map(|a| one_ply(ctx, view, &pawns, a)).collect();
    let mut order: Vec<usize> = (0..view.legal.len()).collect();
    order.sort_by(|&a, &b| first[b].total_cmp(&first[a]));
    let mut out: Vec<(usize, Pawns, usize)> = Vec::new();
    for i in order {
        let after = ctx.after(&pawns, &view.legal[i]);
        if ctx.winner(&after).is_some() {
            return None;
        }
        let next = ctx.next_after(view, &view.legal[i]);
        if !out.iter().any(|(_, p, n)| *p == after && *n == next) {
            out.push((i, after, next));
        }
    }
    out.truncate(8);
    (out.len() > 1).then_some(out)
}

/// Values every candidate of `view` the way hard does, over `worlds` worlds and no halving.
fn searched(view: &View, game: u64, worlds: usize, rng: &mut ChaCha8Rng) -> Option<Choice> {
    let ctx = Ctx::new(view);
    let cands = candidates(&ctx, view)?;
    let play = Playout { ctx: &ctx, me: view.seat, hand_size: 1, win: WIN, hand_weight: HAND_WEIGHT };
    let budget = Budget::for_view(view);
    let turns = budget.rounds * view.resigned.iter().filter(|r| !**r).count();
    let batch = sample_batch(view, worlds, budget.strata.min(turns + 1), rng);
    let mut choice = Choice { game, x: Vec::new(), q: Vec::new() };
    for (i, after, next) in cands {
        let sum: f64 = batch.iter().map(|w| play.value_of(w, &view.legal[i], next, turns) as f64).sum();
        choice.x.push(features(&ctx, &after, next, view.seat));
        choice.q.push(sum / worlds as f64);
    }
    Some(choice)
}

/// The choices of medium's games `g ≡ part (mod parts)`, valued by search.
fn collect(
    config: &Config,
    players: usize,
    seed: u64,
    games: u64,
    worlds: usize,
    part: u64,
    parts: u64,
) -> Vec<Choice> {
    let mut out = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (part << 40));
    for g in (part..games).step_by(parts as usize) {
        let game_seed = seed.wrapping_mul(1 << 32).wrapping_add(g);
        let mut game = Sorry::start(config, players, game_seed).expect("a valid variant");
        let mut k = 0u64;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            if matches!(view.phase, Phase::Move { .. })
                && view.legal.len() > 1
                && let Some(c) = searched(&view, g, worlds, &mut rng)
            {
                out.push(c);
            }
            k += 1;
            let action = bots::decide(&view, "medium", game_seed.wrapping_mul(1 << 20).wrapping_add(k))
                .expect("a legal choice");
            game.apply(action).expect("a legal action");
        }
    }
    out
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("usage: sorry_policy GAMES PLAYERS SEED WORLDS"))
        .collect();
    let [games, players, seed, worlds] = args[..] else {
        panic!("usage: sorry_policy GAMES PLAYERS SEED WORLDS")
    };
    let players = players as usize;
    let config = Config::builtin("standard").expect("standard.ron");
    let parts = 2u64;
    let choices: Vec<Choice> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..parts)
            .map(|p| {
                let config = &config;
                s.spawn(move || collect(config, players, seed, games, worlds as usize, p, parts))
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("a worker")).collect()
    });
    let (test, train): (Vec<&Choice>, Vec<&Choice>) = choices.iter().partition(|c| c.game % 5 == 4);
    println!("{} choices to fit, {} to judge ({} candidates each on average)", train.len(), test.len(), {
        let n: usize = choices.iter().map(|c| c.q.len()).sum();
        format!("{:.2}", n as f64 / choices.len() as f64)
    });
    let only_value = {
        let mut mask = [false; F];
        mask[0] = true;
        mask
    };
    let w0 = fit(&train, &only_value);
    let w = fit(&train, &[true; F]);
    println!("medium's value alone: weight {:.4}", w0[0]);
    println!("fitted weights: value {:.4}", w[0]);
    for (i, name) in NAMES.iter().enumerate() {
        println!("  {name:>10}: seat {:>9.4}  others {:>9.4}", w[1 + i], w[1 + PER + i]);
    }
    println!("in feature order: {:?}", w.map(|v| (v * 1e4).round() / 1e4));
    for (label, wv) in [("medium's value", &w0), ("fitted model", &w)] {
        let (r2, agree) = judge(&test, wv);
        println!("{label}: held-out R² {r2:.4}, picks the searched best in {:.2}% of choices", 100.0 * agree);
    }
    let played = games * 10;
    let won = against_medium::one_ply_wins(&config, players, seed, played, |ctx, view, after, a| {
        if ctx.winner(after) == Some(view.seat) {
            return f64::MAX;
        }
        dot(&features(ctx, after, ctx.next_after(view, a), view.seat), &w)
    });
    println!(
        "one-ply on the fitted model against medium: won {won} of {played} ({:.2}%; par {:.2}%)",
        100.0 * won as f64 / played as f64,
        100.0 / players as f64
    );
}

fn argmax(v: &[f64]) -> usize {
    (0..v.len()).fold(0, |b, i| if v[i] > v[b] { i } else { b })
}

/// Least squares of the values on the features (those `mask` keeps), both centred within each
/// choice, with a little ridge.
fn fit(choices: &[&Choice], mask: &[bool; F]) -> [f64; F] {
    let mut a = [[0.0f64; F]; F];
    let mut b = [0.0f64; F];
    for c in choices {
        let n = c.q.len() as f64;
        let qm = c.q.iter().sum::<f64>() / n;
        let mut xm = [0.0f64; F];
        for x in &c.x {
            for i in 0..F {
                xm[i] += x[i] / n;
            }
        }
        for (x, q) in c.x.iter().zip(&c.q) {
            let d: Vec<f64> = (0..F).map(|i| if mask[i] { x[i] - xm[i] } else { 0.0 }).collect();
            for i in 0..F {
                b[i] += d[i] * (q - qm);
                for j in 0..F {
                    a[i][j] += d[i] * d[j];
                }
            }
        }
    }
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += 1e-3 * choices.len() as f64;
    }
    solve(a, b)
}

/// The share of the centred values the model explains, and how often its best is the searched best.
fn judge(choices: &[&Choice], w: &[f64; F]) -> (f64, f64) {
    let (mut res, mut tot, mut agree) = (0.0, 0.0, 0usize);
    for c in choices {
        let n = c.q.len() as f64;
        let p: Vec<f64> = c.x.iter().map(|x| dot(x, w)).collect();
        let (qm, pm) = (c.q.iter().sum::<f64>() / n, p.iter().sum::<f64>() / n);
        for (q, p) in c.q.iter().zip(&p) {
            res += ((q - qm) - (p - pm)).powi(2);
            tot += (q - qm).powi(2);
        }
        agree += (argmax(&p) == argmax(&c.q)) as usize;
    }
    (1.0 - res / tot, agree as f64 / choices.len() as f64)
}
