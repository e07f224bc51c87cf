<?php
/**
 * Plugin Name:       WP Enhance
 * Description:       Replaces the site's jQuery behaviours (ThemeREX theme, WP GDPR Compliance, Booked, Contact Form 7, Smash Balloon Instagram Feed) with small components, one family at a time. Everything is off until you switch it on under Settings → Enhance.
 * Version:           0.1.0
 * Requires at least: 5.9
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * Text Domain:       wp-enhance
 *
 * @package wp-enhance
 */

defined( 'ABSPATH' ) || exit;

define( 'WP_ENHANCE_FILE', __FILE__ );
define( 'WP_ENHANCE_DIR', __DIR__ );
define( 'WP_ENHANCE_OPTION', 'wp_enhance_settings' );

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/loader.php';
require_once __DIR__ . '/includes/jquery-on-demand.php';
if ( is_admin() ) {
	require_once __DIR__ . '/includes/settings-page.php';
}

register_activation_hook( __FILE__, 'wp_enhance_activate' );

/** Everything off on activation: activating the plugin changes nothing until a family is switched on. */
function wp_enhance_activate() {
	add_option( WP_ENHANCE_OPTION, wp_enhance_default_settings() );
}
