<?php
/**
 * On the site's pages: the selection and the bundle as a module, and the original scripts of every family
 * switched on as a whole printed without their files, their localised data and `before` scripts kept.
 *
 * @package wp-enhance
 */

defined( 'ABSPATH' ) || exit;

add_action( 'wp_enqueue_scripts', 'wp_enhance_enqueue', 20 );
add_action( 'wp_head', 'wp_enhance_print_selection', 1 );
// Head scripts: `wp_print_scripts` runs right before WordPress prints them. Footer scripts (also those a
// shortcode enqueued while the page was rendered, as Smash Balloon's feed does): before `_wp_footer_scripts`,
// after every `wp_footer` callback before priority 20 (where themes localize late).
add_action( 'wp_print_scripts', 'wp_enhance_alias_replaced', 100 );
add_action( 'wp_print_footer_scripts', 'wp_enhance_alias_replaced', 9 );
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
 * WordPress 5.9–6.4: our classic registration's tag becomes `<script type="module">` (its chunks are
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
 * Turns each replaced handle WordPress is about to print into an alias it prints without a file: no `src`, no
 * `after` inline scripts (they call the original code), and of its dependencies only the replaced ones and those
 * something left in the queue needs anyway (so jQuery is printed only while a remaining script needs it). The
 * handle stays in the queue, so WordPress itself prints its `wp_localize_script` data (`-js-extra`) and its
 * `before` scripts, where and when it would have: also data the theme adds late, from `wp_footer` (DiveIt
 * localizes DIVEIT_STORAGE at priority 2). A replaced handle that a remaining script depends on stays untouched:
 * WordPress prints it, file and all.
 *
 * Runs for the head, where the footer's handles are turned too (their dependencies would otherwise bring jQuery
 * into the head), and again right before the footer scripts print: a footer handle that a script enqueued since
 * (by a shortcode, while the page rendered) depends on gets its file, dependencies and `after` scripts back. A head
 * handle is printed by then; a late script depending on it runs without it.
 */
function wp_enhance_alias_replaced() {
	global $wp_scripts;
	static $originals = array();
	if ( is_admin() || ! ( $wp_scripts instanceof WP_Scripts ) || null === wp_enhance_selection() || null === wp_enhance_version() ) {
		return;
	}
	$replaced = array_intersect( wp_enhance_replaced_handles(), array_keys( $wp_scripts->registered ) );
	if ( ! $replaced ) {
		return;
	}
	$needed = wp_enhance_scripts_to_print( $wp_scripts, array_diff( $wp_scripts->queue, $replaced ) );
	$keep   = array_merge( $replaced, $needed );
	foreach ( array_intersect( wp_enhance_scripts_to_print( $wp_scripts, $wp_scripts->queue ), $replaced ) as $handle ) {
		$script = $wp_scripts->registered[ $handle ];
		if ( ! in_array( $handle, $needed, true ) ) {
			$originals += array( $handle => array( $script->src, $script->deps, isset( $script->extra['after'] ) ? $script->extra['after'] : array() ) );
			wp_enhance_make_alias( $script, $keep );
		} elseif ( isset( $originals[ $handle ] ) ) {
			list( $script->src, $script->deps, $after ) = $originals[ $handle ];
			$script->extra['after'] = array_merge( $after, isset( $script->extra['after'] ) ? $script->extra['after'] : array() );
			unset( $originals[ $handle ] );
		}
	}
}

/**
 * The handles WordPress would print for these queued ones and has not printed yet, dependencies first, worked
 * out on a copy.
 *
 * @param WP_Scripts $scripts The scripts.
 * @param string[]   $queue   Queued handles.
 * @return string[]
 */
function wp_enhance_scripts_to_print( $scripts, $queue ) {
	$probe        = clone $scripts;
	$probe->to_do = array();
	$probe->all_deps( array_values( $queue ) );
	return array_values( $probe->to_do );
}

/**
 * Makes a registered script an alias WordPress prints without a file (WP_Scripts::do_item(): a handle without
 * `src` prints its `-js-extra` data and inline scripts only). Its `after` scripts go: they call the original code.
 *
 * @param _WP_Dependency $script The registered script.
 * @param string[]       $keep   The dependencies it may keep.
 */
function wp_enhance_make_alias( $script, $keep ) {
	$script->src  = false;
	$script->deps = array_values( array_intersect( $script->deps, $keep ) );
	unset( $script->extra['after'] );
}
