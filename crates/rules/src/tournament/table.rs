//! The report as the text table `parlour-tournament` prints.

use super::report::Report;
use super::stats::wilson;
use std::fmt;
use std::time::Duration;

fn pct((lo, hi): (f64, f64)) -> String {
    format!("[{:5.1}, {:5.1}]", 100.0 * lo, 100.0 * hi)
}

fn millis(d: Duration) -> String {
    format!("{:.3}", d.as_secs_f64() * 1000.0)
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.settings;
        writeln!(f, "{}", self.title)?;
        writeln!(
            f,
            "{} games, {} players, seed {}, move cap {}; results per seat held, 95% Wilson intervals",
            self.games.len(),
            s.players,
            s.seed,
            s.move_cap
        )?;
        writeln!(
            f,
            "{:<3} {:<10} {:>5} {:>5} {:>6} {:>16} {:>5} {:>6} {:>16} {:>5} {:>6} {:>16} {:>6}",
            "#",
            "entrant",
            "seats",
            "wins",
            "win%",
            "95% CI",
            "draws",
            "draw%",
            "95% CI",
            "losses",
            "loss%",
            "95% CI",
            "score"
        )?;
        for (i, st) in self.standings.iter().enumerate() {
            let n = st.seats.max(1) as f64;
            writeln!(
                f,
                "{:<3} {:<10} {:>5} {:>5} {:>6.1} {:>16} {:>5} {:>6.1} {:>16} {:>5} {:>6.1} {:>16} {:>6.3}",
                i + 1,
                st.entrant,
                st.seats,
                st.wins,
                100.0 * st.wins as f64 / n,
                pct(wilson(st.wins, st.seats)),
                st.draws,
                100.0 * st.draws as f64 / n,
                pct(wilson(st.draws, st.seats)),
                st.losses,
                100.0 * st.losses as f64 / n,
                pct(wilson(st.losses, st.seats)),
                st.score()
            )?;
        }
        writeln!(
            f,
            "game length: mean {:.1} actions (min {}, max {}); stopped at the move cap (draws): {}",
            self.mean_actions, self.min_actions, self.max_actions, self.capped
        )?;
        if self.void > 0 {
            writeln!(f, "void (the engine's answer was no legal action; counted for no one): {}", self.void)?;
        }
        writeln!(
            f,
            "{:<10} {:>10} {:>10} {:>14} {:>12}",
            "level", "decisions", "choices", "mean ms/choice", "max ms"
        )?;
        for (level, t) in &self.timing {
            writeln!(
                f,
                "{:<10} {:>10} {:>10} {:>14} {:>12}",
                level,
                t.decisions,
                t.choices,
                millis(t.mean_choice()),
                millis(t.max_choice)
            )?;
        }
        Ok(())
    }
}
