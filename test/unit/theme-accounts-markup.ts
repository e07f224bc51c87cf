// Login and registration popup markup of the utilities plugin (not a test file itself).

export const loginPopup = (id = 'popup_login') => `
  <div id="${id}" class="popup_wrap popup_login bg_tint_light"><a href="#" class="popup_close"></a>
    <div class="form_wrap"><div class="form_left">
      <form action="/wp-login.php" method="post" name="login_form" class="popup_form login_form">
        <input type="hidden" name="redirect_to" value="/blog.html">
        <div class="popup_form_field login_field iconed_field icon-user"><input type="text" id="log" name="log" value=""></div>
        <div class="popup_form_field password_field iconed_field icon-lock"><input type="password" id="password" name="pwd" value=""></div>
        <div class="popup_form_field remember_field"><a href="/lost" class="forgot_password">Forgot password?</a>
          <input type="checkbox" value="forever" id="rememberme" name="rememberme"><label for="rememberme">Remember me</label></div>
        <div class="popup_form_field submit_field"><input type="submit" class="submit_button" value="Login"></div>
      </form></div></div></div>`;

export const registrationPopup = (agree: 'A' | 'B') => `
  <div id="popup_registration" class="popup_wrap popup_registration bg_tint_light"><a href="#" class="popup_close"></a>
    <div class="form_wrap">
      <form name="registration_form" method="post" class="popup_form registration_form">
        <div class="form_left">
          <div class="popup_form_field login_field"><input type="text" id="registration_username" name="registration_username" value=""></div>
          <div class="popup_form_field email_field"><input type="text" id="registration_email" name="registration_email" value=""></div>
          <div class="popup_form_field agree_field">${
            agree === 'A'
              ? '<input type="checkbox" value="1" id="i_agree_privacy_policy_registration" name="i_agree_privacy_policy">'
              : '<input type="checkbox" value="agree" id="registration_agree" name="registration_agree">'
          }</div>
          <div class="popup_form_field submit_field"><input type="submit" class="submit_button" value="Sign Up"${agree === 'A' ? ' disabled="disabled"' : ''}></div>
        </div>
        <div class="form_right">
          <div class="popup_form_field password_field"><input type="password" id="registration_pwd" name="registration_pwd" value=""></div>
          <div class="popup_form_field password_field"><input type="password" id="registration_pwd2" name="registration_pwd2" value=""></div>
        </div>
      </form>
      <div class="result message_block"></div>
    </div></div>`;

/** Generation A's user menu: each link with its popup in the same list item. */
export const userMenu = (agree: 'A' | 'B' = 'A') => `
  <ul id="menu_user">
    <li class="menu_user_register"><a href="#popup_registration" id="register-link" class="popup_link popup_register_link icon-pencil">Register</a>${registrationPopup(agree)}</li>
    <li class="menu_user_login"><a href="#popup_login" id="login-link" class="popup_link popup_login_link icon-user">Login</a>${loginPopup()}</li>
  </ul>`;
