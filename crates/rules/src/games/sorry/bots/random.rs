//! The random player is one line in [`super::decide`]; this module holds only its test.

#[cfg(test)]
mod tests {
    use super::super::decide;
    use crate::games::sorry::{Config, Sorry};

    #[test]
    fn random_picks_differ_by_seed_and_repeat_for_one() {
        let mut g = Sorry::with_first(&Config::builtin("points").unwrap(), 2, 3, 0).unwrap();
        g.apply(g.legal_actions()[0].clone()).unwrap();
        let v = g.view(g.to_act().unwrap());
        assert!(v.legal.len() > 2);
        let picks: Vec<_> = (0..20).map(|s| decide(&v, "random", s).unwrap()).collect();
        assert!(picks.iter().any(|a| *a != picks[0]), "20 seeds gave one action");
        assert_eq!(decide(&v, "random", 5).unwrap(), decide(&v, "random", 5).unwrap());
    }
}
