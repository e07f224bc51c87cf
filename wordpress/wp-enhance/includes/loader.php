<?php
/**
 * On the site's pages: the selection and the bundle as a module, and the original scripts of every family
 * switched on as a whole taken out of the queue, their localised data kept.
 *
 * @package wp-enhance
 */

defined( 'ABSPATH' ) || exit;

add_action( 'wp_enqueue_scripts', 'wp_enhance_enqueue', 20 );
add_action( 'wp_head', 'wp_enhance_print_selection', 1 );
// Head scripts: `wp_print_scripts` runs right before WordPress prints them. Footer scripts (also those a
// shortcode enqueued while the page was rendered, as Smash Balloon's feed does): before `_wp_footer_scripts`.
add_action( 'wp_print_scripts', 'wp_enhance_dequeue_replaced', 100 );
add_action( 'wp_print_footer_scripts', 'wp_enhance_dequeue_replaced', 9 );
add_filter( 'script_loader_tag', 'wp_enhance_module_tag', 10, 2 );

/**
 * The prefixes of the ThemeREX theme's handles: generation B uses the theme's slug (`diveit-…`),
 * generation A `themerex-…`. Filter `wp_enhance_theme_prefixes` to add another.
 *
 * @return string[]
 */
function wp_enhance_theme_prefixes() {
	$prefixes = array_unique( array_filter( array( get_template(), get_stylesheet(), 'themerex' ) ) );
	return array_values( (array) apply_filters( 'wp_enhance_theme_prefixes', $prefixes ) );
}

/**
 * The handles the families switched on as a whole replace (includes/handles.php), `{prefix}` expanded.
 *
 * @param array|null $settings Settings; the ones in force by default.
 * @return string[]
 */
function wp_enhance_replaced_handles( $settings = null ) {
	$settings = null === $settings ? wp_enhance_settings() : $settings;
	$map      = require WP_ENHANCE_DIR . '/includes/handles.php';
	$handles  = array();
	foreach ( wp_enhance_names( $settings['families'] ) as $family ) {
		if ( empty( $map[ $family ] ) ) {
			continue;
		}
		foreach ( array_keys( $map[ $family ] ) as $handle ) {
			if ( false === strpos( $handle, '{prefix}' ) ) {
				$handles[] = $handle;
				continue;
			}
			foreach ( wp_enhance_theme_prefixes() as $prefix ) {
				$handles[] = str_replace( '{prefix}', $prefix, $handle );
			}
		}
	}
	// jQuery is never ours to take out: WordPress prints it while anything left in the queue needs it.
	return array_values( array_diff( array_unique( $handles ), array( 'jquery', 'jquery-core', 'jquery-migrate' ) ) );
}

/** The bundle: a script module on WordPress 6.5+, before that a classic registration printed as a module. */
function wp_enhance_enqueue() {
	$version = wp_enhance_version();
	if ( null === wp_enhance_selection() || null === $version ) {
		return;
	}
	// The version is in the path, and the URL has no `?ver=` (null): the chunks import the entry back as
	// `../enhance.js`, and the same file under another URL would run as a second module (every enhancer twice).
	$url = plugins_url( "assets/$version/enhance.js", WP_ENHANCE_FILE );
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( 'wp-enhance', $url, array(), null );
	} else {
		wp_enqueue_script( 'wp-enhance', $url, array(), null, true );
	}
}

/**
 * WordPress 6.1–6.4: our classic registration's tag becomes `<script type="module">` (its chunks are
 * imported relative to it, from the plugin's assets folder).
 *
 * @param string $tag    The tag(s) WordPress prints for the handle.
 * @param string $handle The handle.
 * @return string
 */
function wp_enhance_module_tag( $tag, $handle ) {
	if ( 'wp-enhance' !== $handle ) {
		return $tag;
	}
	return preg_replace_callback(
		'/<script\b([^>]*\bid=[\'"]wp-enhance-js[\'"][^>]*)>/',
		function ( $match ) {
			$attributes = preg_replace( '/\s+type=([\'"])[^\'"]*\1/', '', $match[1] );
			return '<script type="module"' . $attributes . '>';
		},
		$tag
	);
}

/** The selection, first thing in the head, before any module: `window.wpEnhance = { only: [...] }`. */
function wp_enhance_print_selection() {
	$selection = wp_enhance_selection();
	if ( null === $selection || null === wp_enhance_version() ) {
		return;
	}
	// Keys the site set itself before (e.g. `mapsApiKey`) stay.
	$script = 'window.wpEnhance = Object.assign({}, window.wpEnhance, ' . wp_json_encode( $selection ) . ');';
	wp_print_inline_script_tag( $script, array( 'id' => 'wp-enhance-selection' ) );
}

/**
 * Takes the replaced handles out of the queue and prints what they carry that the enhancers read: their
 * `wp_localize_script` data and their inline `before` scripts. A handle that something left in the queue
 * still depends on stays: WordPress prints it, data and all.
 */
function wp_enhance_dequeue_replaced() {
	global $wp_scripts;
	static $kept = array();
	if ( is_admin() || ! ( $wp_scripts instanceof WP_Scripts ) || null === wp_enhance_selection() || null === wp_enhance_version() ) {
		return;
	}
	$dequeued = array();
	foreach ( wp_enhance_replaced_handles() as $handle ) {
		if ( in_array( $handle, $wp_scripts->queue, true ) ) {
			wp_dequeue_script( $handle );
			$dequeued[] = $handle;
		}
	}
	if ( ! $dequeued ) {
		return;
	}
	$probe        = clone $wp_scripts;
	$probe->to_do = array();
	$probe->all_deps( $probe->queue );
	foreach ( $dequeued as $handle ) {
		if ( isset( $kept[ $handle ] ) || in_array( $handle, $probe->to_do, true ) || in_array( $handle, $wp_scripts->done, true ) ) {
			continue;
		}
		$kept[ $handle ] = true;
		wp_enhance_keep_data( $wp_scripts, $handle );
	}
}

/**
 * Prints a dequeued handle's data as WordPress 6.1+ keeps it in `registered[$handle]->extra`: 'data' (the
 * `wp_localize_script` lines) and 'before' (inline scripts added with `wp_add_inline_script(…, 'before')`,
 * which define globals such as CF7's `wpcf7` in later versions). 'after' scripts are dropped: they call the
 * original code.
 *
 * @param WP_Scripts $scripts The scripts.
 * @param string     $handle  The dequeued handle.
 */
function wp_enhance_keep_data( $scripts, $handle ) {
	if ( ! isset( $scripts->registered[ $handle ] ) ) {
		return;
	}
	$extra = $scripts->registered[ $handle ]->extra;
	if ( ! empty( $extra['data'] ) && is_string( $extra['data'] ) ) {
		wp_print_inline_script_tag( $extra['data'], array( 'id' => $handle . '-js-extra' ) );
	}
	$before = isset( $extra['before'] ) ? array_filter( (array) $extra['before'], 'is_string' ) : array();
	if ( $before ) {
		wp_print_inline_script_tag( implode( "\n", $before ), array( 'id' => $handle . '-js-before' ) );
	}
}
