//! Medium's one-ply Sorry! player with other evaluation weights, in one seat of a four-player
//! standard game against three medium players with the shipped weights; the seat rotates every
//! game. Prints the share of games won (par is 25%):
//! `target/release/examples/sorry_weights 4000 6 8 6 0.5 0.5` (games, then out, safe, home,
//! late, leader). The shipped weights give medium's own share.

use parlour_rules::Game;
use parlour_rules::games::sorry::bots::eval::{Ctx, Weights, pawns_of};
use parlour_rules::games::sorry::bots::{self, medium};
use parlour_rules::games::sorry::{Config, Sorry};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize| -> f32 {
        args.get(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("usage: sorry_weights GAMES OUT SAFE HOME LATE LEADER"))
    };
    let games = num(0) as u64;
    let w = Weights { out: num(1), safe: num(2), home: num(3), late: num(4), leader: num(5) };
    let config = Config::builtin("standard").expect("standard.ron");
    let mut wins = 0u64;
    for g in 0..games {
        let tried = (g % 4) as usize;
        let mut game = Sorry::start(&config, 4, g).expect("a valid variant");
        let mut k = 0u64;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            k += 1;
            let seed = g.wrapping_mul(1 << 20).wrapping_add(k);
            let action = if seat == tried && view.legal.len() > 1 {
                let mut ctx = Ctx::new(&view);
                ctx.weights = w;
                let pawns = pawns_of(&view);
                let values: Vec<f32> =
                    view.legal.iter().map(|a| medium::one_ply(&ctx, &view, &pawns, a)).collect();
                let best = values.iter().cloned().fold(f32::MIN, f32::max);
                let first = values.iter().position(|&v| v >= best - 1e-3).expect("a best value");
                view.legal[first].clone()
            } else {
                bots::decide(&view, "medium", seed).expect("a legal choice")
            };
            game.apply(action).expect("a legal action");
        }
        wins += game.outcome().is_some_and(|o| o.winners.contains(&tried)) as u64;
    }
    println!("won {:.2}% of {games} games", 100.0 * wins as f64 / games as f64);
}
