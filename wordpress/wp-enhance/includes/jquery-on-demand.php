<?php
/**
 * jQuery on demand (issue 29): WordPress prints jQuery wherever the original page had it, between two markers, and
 * once the whole page is rendered it comes out again when the page proves that nothing left on it needs jQuery at
 * load. The on-demand files that need it list jQuery's files ahead of theirs (loader.php), so it arrives with the
 * first of them.
 *
 * The proof reads the page as printed, so it sees what no hook sees: scripts a template prints itself, inline
 * `jQuery(…)` in a template or shortcode, `onclick="jQuery(…)"`. It holds when
 * - every script file left is known not to use jQuery: a WordPress file under wp-includes/ that does not depend on
 *   it (core declares its dependencies), a handle in jquery-free.php, or a script module;
 * - no inline script, event-handler attribute or `javascript:` link mentions `jQuery`, `$(` or `$.`.
 * A script file without WordPress's id is unknown, so jQuery stays; so does anything printed in a part of the page
 * flushed before the end (the proof needs the whole page).
 *
 * @package wp-enhance
 */

defined( 'ABSPATH' ) || exit;

const WP_ENHANCE_JQUERY_START = '<!--wp-enhance:jquery-->';
const WP_ENHANCE_JQUERY_END   = '<!--/wp-enhance:jquery-->';

// Early: a theme or plugin may print the whole page from `template_redirect` and exit.
add_action( 'template_redirect', 'wp_enhance_start_jquery_proof', 0 );
add_filter( 'script_loader_tag', 'wp_enhance_mark_jquery', 20, 2 );

/** jQuery's handles with a file, in the order WordPress prints them. */
function wp_enhance_jquery_file_handles() {
	return array( 'jquery-core', 'jquery-migrate' );
}

/** Whether the families are on and the page is one we enhance: the proof and the markers apply. */
function wp_enhance_jquery_on_demand_applies() {
	return ! is_admin() && ! wp_doing_ajax() && null !== wp_enhance_selection() && null !== wp_enhance_version() && array() !== wp_enhance_taken_handles();
}

/** Buffers the page, to settle jQuery once the page is whole. */
function wp_enhance_start_jquery_proof() {
	if ( wp_enhance_jquery_on_demand_applies() ) {
		ob_start( 'wp_enhance_settle_jquery' );
	}
}

/**
 * Puts jQuery's own tags between the markers.
 *
 * @param string $tag    The tag(s) WordPress prints for the handle.
 * @param string $handle The handle.
 * @return string
 */
function wp_enhance_mark_jquery( $tag, $handle ) {
	if ( ! in_array( $handle, wp_enhance_jquery_file_handles(), true ) || ! wp_enhance_jquery_on_demand_applies() ) {
		return $tag;
	}
	return WP_ENHANCE_JQUERY_START . $tag . WP_ENHANCE_JQUERY_END;
}

/**
 * The output buffer's callback: the whole page at the end, or a part when something flushed the buffer early.
 *
 * @param string $html  The buffered output.
 * @param int    $phase PHP_OUTPUT_HANDLER_* flags.
 * @return string
 */
function wp_enhance_settle_jquery( $html, $phase ) {
	static $partial = false;
	if ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) {
		return '';
	}
	$whole = ! $partial && ( $phase & PHP_OUTPUT_HANDLER_FINAL );
	$partial = true;
	$take_out = $whole && ! wp_enhance_page_needs_jquery( $html );
	return wp_enhance_unmark_jquery( $html, $take_out );
}

/**
 * The page without the markers, and without what is between them when jQuery comes out.
 *
 * @param string $html     The page.
 * @param bool   $take_out Whether jQuery's tags go.
 * @return string
 */
function wp_enhance_unmark_jquery( $html, $take_out ) {
	if ( $take_out ) {
		return preg_replace( '/' . preg_quote( WP_ENHANCE_JQUERY_START, '/' ) . '.*?' . preg_quote( WP_ENHANCE_JQUERY_END, '/' ) . '/s', '', $html );
	}
	return str_replace( array( WP_ENHANCE_JQUERY_START, WP_ENHANCE_JQUERY_END ), '', $html );
}

/**
 * Whether anything left on the printed page needs jQuery at load (see the file's comment).
 *
 * @param string $html The page.
 * @return bool
 */
function wp_enhance_page_needs_jquery( $html ) {
	if ( false === strpos( $html, WP_ENHANCE_JQUERY_START ) ) {
		return true;
	}
	$uses_jquery = '/\bjQuery\b|\$\s*[(.]/';
	$html        = wp_enhance_unmark_jquery( $html, true );
	preg_match_all( '/<script\b([^>]*)>(.*?)<\/script\s*>/is', $html, $scripts, PREG_SET_ORDER );
	foreach ( $scripts as $script ) {
		list( , $attributes, $body ) = $script;
		if ( ! wp_enhance_runs_as_script( $attributes ) ) {
			continue;
		}
		if ( preg_match( '/\ssrc\s*=/i', $attributes ) ) {
			if ( ! wp_enhance_jquery_free_file( $attributes ) ) {
				return true;
			}
		} elseif ( preg_match( $uses_jquery, $body ) ) {
			return true;
		}
	}
	$outside_scripts = preg_replace( '/<script\b.*?<\/script\s*>/is', '', $html );
	preg_match_all( '/\s(on[a-z]+|href)\s*=\s*("[^"]*"|\'[^\']*\')/i', $outside_scripts, $attributes, PREG_SET_ORDER );
	foreach ( $attributes as $attribute ) {
		$code = html_entity_decode( substr( $attribute[2], 1, -1 ), ENT_QUOTES );
		if ( 'href' === strtolower( $attribute[1] ) && 0 !== stripos( ltrim( $code ), 'javascript:' ) ) {
			continue;
		}
		if ( preg_match( $uses_jquery, $code ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Whether a script tag runs as JavaScript (no type, a JavaScript type or a module), not data or a template.
 *
 * @param string $attributes The tag's attributes.
 * @return bool
 */
function wp_enhance_runs_as_script( $attributes ) {
	if ( ! preg_match( '/\stype\s*=\s*["\']?([^"\'\s>]+)/i', $attributes, $type ) ) {
		return true;
	}
	return (bool) preg_match( '#^(module|(text|application)/(x-)?(java|ecma)script)$#i', $type[1] );
}

/**
 * Whether a printed script file is known not to use jQuery: a script module (ours, WordPress's), or a handle
 * WordPress printed (`id="<handle>-js"`) that is in jquery-free.php or is a core file under wp-includes/ that
 * does not depend on jQuery.
 *
 * @param string $attributes The tag's attributes.
 * @return bool
 */
function wp_enhance_jquery_free_file( $attributes ) {
	global $wp_scripts;
	if ( preg_match( '/\stype\s*=\s*["\']?module/i', $attributes ) ) {
		return true;
	}
	if ( ! preg_match( '/\sid\s*=\s*["\']([^"\']+)-js["\']/', $attributes, $id ) || ! ( $wp_scripts instanceof WP_Scripts ) ) {
		return false;
	}
	static $free = null;
	$free   = null === $free ? require WP_ENHANCE_DIR . '/includes/jquery-free.php' : $free;
	$handle = $id[1];
	if ( isset( $free[ $handle ] ) ) {
		return true;
	}
	if ( ! isset( $wp_scripts->registered[ $handle ] ) ) {
		return false;
	}
	$src = (string) $wp_scripts->registered[ $handle ]->src;
	return 0 === strpos( $src, '/wp-includes/' ) && ! array_intersect( array( 'jquery', 'jquery-core' ), wp_enhance_scripts_to_print( $wp_scripts, array( $handle ), true ) );
}

/**
 * jQuery's files for the on-demand list, ahead of the files of a kind that need it; none when nothing of the
 * kind depends on jQuery. The bundle skips a listed file already on the page (jQuery kept).
 *
 * @param WP_Scripts $scripts The scripts.
 * @param string[]   $handles The kind's handles.
 * @return array[] Each file's handle and URL.
 */
function wp_enhance_jquery_files_for( $scripts, $handles ) {
	$needs = wp_enhance_scripts_to_print( $scripts, $handles, true );
	if ( ! array_intersect( array( 'jquery', 'jquery-core' ), $needs ) ) {
		return array();
	}
	$files = array();
	foreach ( wp_enhance_jquery_file_handles() as $handle ) {
		if ( in_array( $handle, $needs, true ) && ! empty( $scripts->registered[ $handle ]->src ) ) {
			$files[] = array(
				'handle' => $handle,
				'src'    => wp_enhance_script_url( $scripts, $handle, $scripts->registered[ $handle ]->src ),
			);
		}
	}
	return $files;
}
