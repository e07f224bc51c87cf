<?php
/**
 * The settings (which families and enhancers are on), the generated list of families and enhancers, the
 * build's version, and the selection printed for the bundle.
 *
 * @package wp-enhance
 */

defined( 'ABSPATH' ) || exit;

/** Nothing on. */
function wp_enhance_default_settings() {
	return array(
		'families'  => array(),
		'enhancers' => array(),
	);
}

/**
 * A file the build wrote into `generated/`, decoded; an empty array when it is missing (a plugin folder
 * that was not built: nothing is printed then).
 *
 * @param string $name File name in generated/.
 * @return array
 */
function wp_enhance_generated( $name ) {
	static $cache = array();
	if ( ! isset( $cache[ $name ] ) ) {
		$file             = WP_ENHANCE_DIR . '/generated/' . $name;
		$data             = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$cache[ $name ] = is_array( $data ) ? $data : array();
	}
	return $cache[ $name ];
}

/**
 * The families and their enhancers, generated from `enhancers/` at build time:
 * [ [ 'family' => 'consent', 'description' => '…', 'enhancers' => [ [ 'name', 'description', 'parts' ] ] ] ].
 *
 * @return array
 */
function wp_enhance_families() {
	$list = wp_enhance_generated( 'enhancers.json' );
	return isset( $list['families'] ) && is_array( $list['families'] ) ? $list['families'] : array();
}

/**
 * The build's version (a hash of every script file), for cache busting: the bundle sits in assets/<version>/; null when
 * it is missing.
 */
function wp_enhance_version() {
	$build   = wp_enhance_generated( 'build.json' );
	$version = isset( $build['version'] ) ? (string) $build['version'] : '';
	return preg_match( '/^[a-f0-9]+$/', $version ) && is_readable( WP_ENHANCE_DIR . "/assets/$version/enhance.js" ) ? $version : null;
}

/** Names as a clean list: strings of letters, digits and dashes only. */
function wp_enhance_names( $value ) {
	$names = array();
	foreach ( (array) $value as $name ) {
		if ( is_string( $name ) && preg_match( '/^[a-z0-9][a-z0-9-]*$/', $name ) ) {
			$names[] = $name;
		}
	}
	return array_values( array_unique( $names ) );
}

/**
 * The settings in force: the saved option, then the `wp_enhance_settings` filter, which receives and returns
 * the settings array ('families', 'enhancers'; optional 'skip' names and 'timeoutMs').
 *
 * @return array
 */
function wp_enhance_settings() {
	$saved    = get_option( WP_ENHANCE_OPTION, wp_enhance_default_settings() );
	$settings = wp_parse_args( is_array( $saved ) ? $saved : array(), wp_enhance_default_settings() );
	$settings = apply_filters( 'wp_enhance_settings', $settings );
	return wp_parse_args( is_array( $settings ) ? $settings : array(), wp_enhance_default_settings() );
}

/**
 * What the bundle is told (`window.wpEnhance`), or null when nothing is on: families by family name, single
 * enhancers by name with their at-rest parts.
 *
 * @param array|null $settings Settings; the ones in force by default.
 * @return array|null
 */
function wp_enhance_selection( $settings = null ) {
	$settings = null === $settings ? wp_enhance_settings() : $settings;
	$only     = wp_enhance_names( $settings['families'] );
	$chosen   = wp_enhance_names( $settings['enhancers'] );
	foreach ( wp_enhance_families() as $family ) {
		foreach ( $family['enhancers'] as $enhancer ) {
			if ( in_array( $enhancer['name'], $chosen, true ) && ! empty( $enhancer['parts'] ) ) {
				$chosen = array_merge( $chosen, wp_enhance_names( $enhancer['parts'] ) );
			}
		}
	}
	$only = array_values( array_unique( array_merge( $only, $chosen ) ) );
	if ( ! $only ) {
		return null;
	}
	$selection = array( 'only' => $only );
	$skip      = wp_enhance_names( isset( $settings['skip'] ) ? $settings['skip'] : array() );
	if ( $skip ) {
		$selection['skip'] = $skip;
	}
	if ( isset( $settings['timeoutMs'] ) && is_numeric( $settings['timeoutMs'] ) && $settings['timeoutMs'] > 0 ) {
		$selection['timeoutMs'] = (int) $settings['timeoutMs'];
	}
	return $selection;
}
