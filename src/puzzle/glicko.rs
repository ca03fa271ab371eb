//! Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), as lichess rates players
//! and puzzles: rating, rating deviation and volatility, updated after a rating period.

use std::f64::consts::PI;

/// Glicko-2's scale: rating points per unit of its internal scale.
const SCALE: f64 = 173.7178;
/// Convergence tolerance of the volatility's iteration.
const EPSILON: f64 = 0.000_001;
/// The system constant for puzzles (lichess uses 0.75).
pub const PUZZLE_TAU: f64 = 0.75;
/// The deviation given to a puzzle's rating from a file, which records the rating alone.
const PUZZLE_DEVIATION: f64 = 100.0;

/// A rating with its deviation and volatility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    /// The rating (1500 at the start).
    pub rating: f64,
    /// The rating deviation (350 at the start).
    pub deviation: f64,
    /// The volatility (0.06 at the start).
    pub volatility: f64,
}

/// One game of a rating period: the opponent and the result (1 win, 0.5 draw, 0 loss).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    /// The opponent's rating before the period.
    pub opponent: Glicko,
    /// The result for the rated side.
    pub result: f64,
}

/// Glickman's g: how much an opponent's deviation `phi` dampens its game.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

impl Glicko {
    /// A new player: 1500, 350, 0.06.
    pub const START: Glicko = Glicko {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// A puzzle of the given rating, as an opponent.
    pub fn puzzle(rating: f64) -> Glicko {
        Glicko {
            rating,
            deviation: PUZZLE_DEVIATION,
            volatility: 0.06,
        }
    }

    /// The rating after a period with `games` (none: only the deviation grows), with the
    /// system constant `tau`.
    pub fn update(self, games: &[Score], tau: f64) -> Glicko {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            let deviation = (phi * phi + self.volatility * self.volatility).sqrt() * SCALE;
            return Glicko { deviation, ..self };
        }
        let (mut inverse_v, mut sum) = (0.0, 0.0);
        for game in games {
            let mu_j = (game.opponent.rating - 1500.0) / SCALE;
            let g_j = g(game.opponent.deviation / SCALE);
            let expected = 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp());
            inverse_v += g_j * g_j * expected * (1.0 - expected);
            sum += g_j * (game.result - expected);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        let volatility = self.new_volatility(phi, v, delta, tau);
        let phi_star = (phi * phi + volatility * volatility).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Glicko {
            rating: 1500.0 + SCALE * mu_new,
            deviation: SCALE * phi_new,
            volatility,
        }
    }

    /// Step 5 of the paper: the new volatility, by the Illinois algorithm.
    fn new_volatility(self, phi: f64, v: f64, delta: f64, tau: f64) -> f64 {
        let a = (self.volatility * self.volatility).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        while (big_b - big_a).abs() > EPSILON {
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = big_c;
            f_b = f_c;
        }
        (big_a / 2.0).exp()
    }

    /// One puzzle attempt as one game each way: the player's and the puzzle's new ratings
    /// after the player `solved` it or not.
    pub fn after_puzzle(self, puzzle: Glicko, solved: bool) -> (Glicko, Glicko) {
        let result = if solved { 1.0 } else { 0.0 };
        let player = self.update(
            &[Score {
                opponent: puzzle,
                result,
            }],
            PUZZLE_TAU,
        );
        let puzzle = puzzle.update(
            &[Score {
                opponent: self,
                result: 1.0 - result,
            }],
            PUZZLE_TAU,
        );
        (player, puzzle)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rated(rating: f64, deviation: f64) -> Glicko {
        Glicko {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// The worked example of Glickman's paper (tau = 0.5).
    #[test]
    fn glickmans_example() {
        let games = [
            (1400.0, 30.0, 1.0),
            (1550.0, 100.0, 0.0),
            (1700.0, 300.0, 0.0),
        ]
        .map(|(r, d, result)| Score {
            opponent: rated(r, d),
            result,
        });
        let after = rated(1500.0, 200.0).update(&games, 0.5);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_period_without_games_widens_the_deviation() {
        let after = rated(1500.0, 200.0).update(&[], 0.5);
        assert_eq!(after.rating, 1500.0);
        assert!(after.deviation > 200.0 && after.deviation < 201.0);
    }

    #[test]
    fn solving_raises_the_player_and_lowers_the_puzzle() {
        let puzzle = Glicko::puzzle(1600.0);
        let (player, harder) = Glicko::START.after_puzzle(puzzle, true);
        assert!(player.rating > 1500.0 && player.deviation < 350.0);
        assert!(harder.rating < 1600.0);
        let (player, easier) = Glicko::START.after_puzzle(puzzle, false);
        assert!(player.rating < 1500.0 && easier.rating > 1600.0);
    }
}
