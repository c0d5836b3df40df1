//! Games of Sorry! (standard rules) where one seat, rotating every game, chooses the move whose
//! position it values highest one move ahead, and medium plays the others.

use parlour_rules::Game;
use parlour_rules::games::sorry::bots;
use parlour_rules::games::sorry::bots::eval::{Ctx, pawns_of};
use parlour_rules::games::sorry::moves::Pawns;
use parlour_rules::games::sorry::{Action, Config, Sorry, View};

/// How many of `games` the one-ply seat wins, valuing the position `after` an action by
/// `value(ctx, view, after, action)`; ties go to the first action. The seeds are apart from those
/// the experiments fit on.
pub fn one_ply_wins(
    config: &Config,
    players: usize,
    seed: u64,
    games: u64,
    value: impl Fn(&Ctx, &View, &Pawns, &Action) -> f64,
) -> u64 {
    let mut won = 0;
    for g in 0..games {
        let tried = g as usize % players;
        let game_seed = seed.wrapping_mul(1 << 32).wrapping_add(1 << 31).wrapping_add(g);
        let mut game = Sorry::start(config, players, game_seed).expect("a valid variant");
        let mut k = 0u64;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            k += 1;
            let action = if seat == tried && view.legal.len() > 1 {
                let ctx = Ctx::new(&view);
                let pawns = pawns_of(&view);
                let values: Vec<f64> =
                    view.legal.iter().map(|a| value(&ctx, &view, &ctx.after(&pawns, a), a)).collect();
                let best = (0..values.len()).fold(0, |b, i| if values[i] > values[b] { i } else { b });
                view.legal[best].clone()
            } else {
                bots::decide(&view, "medium", game_seed.wrapping_mul(1 << 20).wrapping_add(k))
                    .expect("a legal choice")
            };
            game.apply(action).expect("a legal action");
        }
        won += game.outcome().is_some_and(|o| o.winners == [tried]) as u64;
    }
    won
}
