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
 * What the families switched on as a whole take out (includes/handles.php), `{prefix}` expanded: each handle's
 * 'take' ('replaced', 'dead' or 'on-demand:<kind>'); the handles listed as 'kept' stay.
 *
 * @param array|null $settings Settings; the ones in force by default.
 * @return array<string, string>
 */
function wp_enhance_taken_handles( $settings = null ) {
	$settings = null === $settings ? wp_enhance_settings() : $settings;
	$map      = require WP_ENHANCE_DIR . '/includes/handles.php';
	$taken    = array();
	foreach ( wp_enhance_names( $settings['families'] ) as $family ) {
		if ( empty( $map[ $family ] ) ) {
			continue;
		}
		foreach ( $map[ $family ] as $handle => $entry ) {
			$take = isset( $entry['take'] ) ? $entry['take'] : 'replaced';
			if ( 'kept' === $take ) {
				continue;
			}
			$prefixes = false === strpos( $handle, '{prefix}' ) ? array( '' ) : wp_enhance_theme_prefixes();
			foreach ( $prefixes as $prefix ) {
				$taken[ str_replace( '{prefix}', $prefix, $handle ) ] = $take;
			}
		}
	}
	// jQuery is never ours to take out: WordPress prints it while anything left in the queue needs it.
	unset( $taken['jquery'], $taken['jquery-core'], $taken['jquery-migrate'] );
	return $taken;
}

/**
 * The handles the families switched on as a whole take out, whatever they do with them.
 *
 * @param array|null $settings Settings; the ones in force by default.
 * @return string[]
 */
function wp_enhance_replaced_handles( $settings = null ) {
	return array_keys( wp_enhance_taken_handles( $settings ) );
}

/**
 * The handles whose files the bundle loads when their kind of markup appears (`on-demand:<kind>`): handle => kind.
 *
 * @return array<string, string>
 */
function wp_enhance_on_demand_handles() {
	$kinds = array();
	foreach ( wp_enhance_taken_handles() as $handle => $take ) {
		if ( 0 === strpos( $take, 'on-demand:' ) ) {
			$kinds[ $handle ] = substr( $take, strlen( 'on-demand:' ) );
		}
	}
	return $kinds;
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
 * `after` inline scripts (they call the original code), and of its dependencies only the replaced ones, jQuery
 * (printed as the original did, and taken out afterwards where the page proves nothing needs it:
 * jquery-on-demand.php) and those something left in the queue needs anyway. The
 * handle stays in the queue, so WordPress itself prints its `wp_localize_script` data (`-js-extra`) and its
 * `before` scripts, where and when it would have: also data the theme adds late, from `wp_footer` (DiveIt
 * localizes DIVEIT_STORAGE at priority 2). A replaced handle that a remaining script depends on stays untouched:
 * WordPress prints it, file and all.
 *
 * On-demand handles become aliases too, but what their files need stays printed, and their files are listed for
 * the bundle (wp_enhance_print_on_demand()), jQuery's ahead of those that need it. One with `after` scripts stays as it is: those would run
 * before its file.
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
	$all_on_demand = wp_enhance_on_demand_handles();
	$on_demand     = array_filter(
		$all_on_demand,
		function ( $handle ) use ( $wp_scripts ) {
			return isset( $wp_scripts->registered[ $handle ] ) && empty( $wp_scripts->registered[ $handle ]->extra['after'] );
		},
		ARRAY_FILTER_USE_KEY
	);
	$staying       = array_keys( array_diff_key( $all_on_demand, $on_demand ) );
	$replaced      = array_diff( array_intersect( wp_enhance_replaced_handles(), array_keys( $wp_scripts->registered ) ), $staying );
	if ( ! $replaced ) {
		return;
	}
	$to_print = wp_enhance_scripts_to_print( $wp_scripts, $wp_scripts->queue );
	$needed   = wp_enhance_scripts_to_print( $wp_scripts, array_diff( $wp_scripts->queue, $replaced ) );
	// What the on-demand files need, other than each other, is printed: they run after it.
	$for_files = array_diff( wp_enhance_scripts_to_print( $wp_scripts, array_intersect( $to_print, array_keys( $on_demand ) ) ), $replaced );
	// jQuery stays a dependency wherever the original had it: WordPress prints it as it did, and it comes out once
	// the whole page proves nothing needs it (jquery-on-demand.php).
	$keep      = array_merge( $replaced, $needed, $for_files, array( 'jquery', 'jquery-core', 'jquery-migrate' ) );
	foreach ( array_intersect( $to_print, $replaced ) as $handle ) {
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
	if ( doing_action( 'wp_print_footer_scripts' ) ) {
		wp_enhance_print_on_demand( wp_enhance_on_demand_files( $wp_scripts, array_intersect( $to_print, array_keys( $on_demand ) ), $on_demand, $originals ) );
	}
}

/**
 * The on-demand files, kind by kind in WordPress's order, each kind's own preceded by jQuery's when they need it.
 *
 * @param WP_Scripts $scripts   The scripts.
 * @param string[]   $handles   The on-demand handles about to print, in order.
 * @param string[]   $kinds     Each on-demand handle's kind.
 * @param array[]    $originals Each aliased handle's original source, dependencies and `after` scripts.
 * @return array[] Each file's handle, URL and kind.
 */
function wp_enhance_on_demand_files( $scripts, $handles, $kinds, $originals ) {
	$by_kind = array();
	foreach ( $handles as $handle ) {
		if ( isset( $originals[ $handle ] ) && $originals[ $handle ][0] ) {
			$by_kind[ $kinds[ $handle ] ][] = $handle;
		}
	}
	$files = array();
	foreach ( $by_kind as $kind => $kind_handles ) {
		foreach ( wp_enhance_jquery_files_for( $scripts, $kind_handles ) as $file ) {
			$files[] = $file + array( 'kind' => $kind );
		}
		foreach ( $kind_handles as $handle ) {
			$files[] = array(
				'handle' => $handle,
				'src'    => wp_enhance_script_url( $scripts, $handle, $originals[ $handle ][0] ),
				'kind'   => $kind,
			);
		}
	}
	return $files;
}

/**
 * The list of on-demand files, in WordPress's order, for the bundle: JSON in a non-running script tag.
 *
 * @param array[] $files Each file's handle, URL and kind.
 */
function wp_enhance_print_on_demand( $files ) {
	if ( ! $files ) {
		return;
	}
	printf( "<script type=\"application/json\" id=\"wp-enhance-on-demand\">%s</script>\n", wp_json_encode( $files, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) );
}

/**
 * A script's URL as WordPress prints it (WP_Scripts::do_item()): relative to the site, with its version, through
 * the `script_loader_src` filter.
 *
 * @param WP_Scripts $scripts The scripts.
 * @param string     $handle  The handle.
 * @param string     $src     Its registered source.
 * @return string
 */
function wp_enhance_script_url( $scripts, $handle, $src ) {
	$script = $scripts->registered[ $handle ];
	if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $scripts->content_url && 0 === strpos( $src, $scripts->content_url ) ) ) {
		$src = $scripts->base_url . $src;
	}
	$version = null === $script->ver ? '' : ( $script->ver ? $script->ver : $scripts->default_version );
	if ( '' !== $version ) {
		$src = add_query_arg( 'ver', $version, $src );
	}
	return esc_url_raw( apply_filters( 'script_loader_src', $src, $handle ) );
}

/**
 * The handles WordPress would print for these queued ones and has not printed yet (or all of them, printed or
 * not), dependencies first, worked out on a copy.
 *
 * @param WP_Scripts $scripts     The scripts.
 * @param string[]   $queue       Queued handles.
 * @param bool       $printed_too Whether those already printed count too.
 * @return string[]
 */
function wp_enhance_scripts_to_print( $scripts, $queue, $printed_too = false ) {
	$probe        = clone $scripts;
	$probe->to_do = array();
	if ( $printed_too ) {
		$probe->done = array();
	}
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
