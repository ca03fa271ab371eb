//! The rules of Breakthru as the app plays them, house rules included.

use leptos::prelude::*;

/// The rules, in a collapsible section.
#[component]
pub fn RulesPage() -> impl IntoView {
    view! {
        <details class="rules" data-testid="rules">
            <summary>"Rules"</summary>
            <h3>"Goal"</h3>
            <p>"Gold wins as soon as the flagship stands on any edge square. Silver wins by capturing the flagship."</p>
            <h3>"Setup"</h3>
            <p>"The flagship stands on the centre square f6. Gold places its 12 escorts anywhere in the boldly ruled
                central area (d4 to h8). Silver then places its 20 ships anywhere outside it. Gold decides who moves first."</p>
            <h3>"A turn"</h3>
            <ul>
                <li>"Two moves by two different ships (not the flagship): each slides any number of free squares
                    along a rank or file, like a rook, without jumping or capturing; or"</li>
                <li>"one move of the flagship, which is the whole turn; or"</li>
                <li>"one capture: any piece, the flagship included, steps one square diagonally onto an enemy piece
                    and removes it. A capture is the whole turn."</li>
            </ul>
            <p>"The second move is compulsory when one exists; if no other ship can move, the turn ends after one move."</p>
            <h3>"House rules"</h3>
            <p>"The 1965 rules are silent on two points, so this app decides:"</p>
            <ul>
                <li>"A side with no legal action at the start of its turn loses."</li>
                <li>"When the same position with the same side to move begins a turn for the third time, the game is drawn."</li>
            </ul>
            <h3>"Notation"</h3>
            <p>"A move is written e4-e2, a capture e4xd3; a turn lists its actions: e4-e2 g4-g2."</p>
        </details>
    }
}
